//! The text-marker language (DESIGN §5).
