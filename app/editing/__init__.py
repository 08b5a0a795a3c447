"""Edit engines, parsers, guards, the prompt assembler and the send flow."""
