"""Domain models and pure logic: no I/O, no clock, no randomness."""
