// Started with a page, before its first paint (blocking="render"): its labels read in the
// reader's language from the first frame, and every label drawn later too (labels.js).

import { followLabels } from "./labels.js";

followLabels();
