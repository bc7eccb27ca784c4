//! A layer of a crate: its name, its top-level modules, and whether they may use each other.

/// One layer of a crate: top-level modules that may use every module of the layers below, and
/// each other only when the layer is `open` (and never in a circle: that rule has no exception).
#[derive(Debug)]
pub(super) struct Layer {
    pub(super) name: &'static str,
    pub(super) modules: &'static [&'static str],
    pub(super) open: bool,
}

/// A layer whose modules use only the layers below it.
pub(super) const fn closed(name: &'static str, modules: &'static [&'static str]) -> Layer {
    Layer {
        name,
        modules,
        open: false,
    }
}

/// A layer whose modules may also use each other (never in a circle).
pub(super) const fn open(name: &'static str, modules: &'static [&'static str]) -> Layer {
    Layer {
        name,
        modules,
        open: true,
    }
}
