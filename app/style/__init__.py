"""Style memory: extraction, assertion updates, conflict resolution, decay."""
