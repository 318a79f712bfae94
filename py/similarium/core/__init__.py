"""Engine pieces shared by every game: errors, seeded RNG, match, persisted schema, messages."""
