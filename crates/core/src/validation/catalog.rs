use std::collections::BTreeMap;

/// The services an advisory request may name: top-level service ids and each one's children.
///
/// The browser validates with the default, unknown catalog (any non-empty id passes: its lists
/// only offer real services); the server loads the catalog from the database, so an id that does
/// not exist gets the same message as a missing one, at the same place in the chain.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServiceCatalog {
    known: Option<BTreeMap<String, Vec<String>>>,
}

impl ServiceCatalog {
    /// A catalog of `(service id, child ids)`.
    pub fn new(services: impl IntoIterator<Item = (String, Vec<String>)>) -> Self {
        Self {
            known: Some(services.into_iter().collect()),
        }
    }

    /// Each known top-level service with its children's ids; `None` for the unknown catalog.
    pub fn services(&self) -> Option<impl Iterator<Item = (&str, &[String])>> {
        let known = self.known.as_ref()?;
        Some(
            known
                .iter()
                .map(|(id, children)| (id.as_str(), children.as_slice())),
        )
    }

    pub fn has_service(&self, id: &str) -> bool {
        self.known
            .as_ref()
            .is_none_or(|known| known.contains_key(id))
    }

    pub fn has_child(&self, service: &str, child: &str) -> bool {
        self.known.as_ref().is_none_or(|known| {
            known
                .get(service)
                .is_some_and(|children| children.iter().any(|c| c == child))
        })
    }
}
