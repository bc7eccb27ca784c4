//! Bytes on the wire: each page's first load against its budget, the wasm module as served, and
//! the largest assets of `/`.

use super::cells::{KIB, kib, pair, ratio_at_most};
use super::figures::{Asset, AssetKind, Network};
use super::table::Report;

/// The home page's first load in either language, brotli as served
/// (docs/decisions/0017-the-first-load.md).
const HOME_BUDGET_KIB: f64 = 100.0;
/// The wasm module's budget, as `cargo xtask build` enforces it.
const WASM_GZIP_BUDGET_KIB: f64 = crate::wasm::WASM_GZIP_BUDGET as f64 / 1024.0;

/// Sums of one phase's assets by kind: (br, gzip) bytes.
#[derive(Debug, Default, Clone, Copy)]
struct Bytes {
    js: (f64, f64),
    css: (f64, f64),
    wasm: (f64, f64),
}

impl Bytes {
    fn of(assets: &[Asset]) -> Self {
        let mut sums = Self::default();
        for asset in assets {
            let slot = match asset.kind {
                AssetKind::Js => &mut sums.js,
                AssetKind::Css => &mut sums.css,
                AssetKind::Wasm => &mut sums.wasm,
                AssetKind::Other => continue,
            };
            slot.0 += asset.br as f64;
            slot.1 += asset.gzip as f64;
        }
        sums
    }

    fn total(self) -> (f64, f64) {
        (
            self.js.0 + self.css.0 + self.wasm.0,
            self.js.1 + self.css.1 + self.wasm.1,
        )
    }

    fn plus(self, other: Self) -> Self {
        let add = |a: (f64, f64), b: (f64, f64)| (a.0 + b.0, a.1 + b.1);
        Self {
            js: add(self.js, other.js),
            css: add(self.css, other.css),
            wasm: add(self.wasm, other.wasm),
        }
    }

    /// `JS … · CSS … · wasm …`.
    fn detail(self) -> String {
        format!(
            "JS {} · CSS {} · wasm {}",
            pair(self.js),
            pair(self.css),
            pair(self.wasm)
        )
    }
}

/// Bytes on the wire: each page's first load (the home page in either language against its
/// budget), and on a form page what the first form interaction adds.
pub(super) fn page_bytes(report: &mut Report, network: &Network) {
    for page in &network.pages {
        let path = page.path.as_str();
        let first = Bytes::of(&page.first);
        let later = Bytes::of(&page.interaction);
        let total = first.plus(later).total();
        // The home page in either language (French may not cost an English page, and a French page
        // keeps the same budget: docs/decisions/0008-a-french-twin-for-every-page.md).
        if path == "/" || path == site_core::i18n::FRENCH_PREFIX {
            let budget = HOME_BUDGET_KIB * KIB;
            let pass = total.0 <= budget;
            report.miss(pass, || {
                format!(
                    "home page `{path}` JS + CSS + wasm: {} br ({} gzip), {} over the {HOME_BUDGET_KIB:.0} KB budget (br)",
                    kib(total.0),
                    kib(total.1),
                    kib(total.0 - budget),
                )
            });
            if path == "/" {
                let largest = largest_assets(&page.first);
                if !largest.is_empty() {
                    report.largest = largest;
                }
            }
            report.budget(
                format!("`{path}` first load: JS + CSS + wasm"),
                format!("{} ({})", pair(total), first.detail()),
                format!(
                    "≤ {HOME_BUDGET_KIB:.0} KB as served (br): {}",
                    ratio_at_most(total.0, budget)
                ),
                pass,
            );
        } else if later.total().1 > 0.0 {
            report.figure(
                format!("`{path}` first load"),
                format!("{} ({})", pair(first.total()), first.detail()),
            );
            report.figure(
                format!("`{path}` on first form interaction"),
                format!("{} ({})", pair(later.total()), later.detail()),
            );
            report.figure(format!("`{path}` total with the form used"), pair(total));
        } else {
            report.figure(
                format!("`{path}` first load: JS + CSS + wasm"),
                format!("{} ({})", pair(total), first.detail()),
            );
        }
        report.miss(page.errors.is_empty(), || {
            format!("script errors on `{path}`: {:?}", page.errors)
        });
    }
}

/// The four largest JS, CSS and wasm assets of a load, by gzip size.
fn largest_assets(assets: &[Asset]) -> Vec<String> {
    let mut assets: Vec<&Asset> = assets.iter().collect();
    assets.sort_by_key(|asset| std::cmp::Reverse(asset.gzip));
    assets
        .iter()
        .filter(|asset| asset.kind != AssetKind::Other)
        .take(4)
        .map(|asset| format!("`{}` {} gzip", asset.url, kib(asset.gzip as f64)))
        .collect()
}

/// The wasm module as served (the last one any page fetched), against its gzip budget.
pub(super) fn wasm_module(report: &mut Report, network: &Network) {
    let gzip = network
        .pages
        .iter()
        .flat_map(|page| page.first.iter().chain(&page.interaction))
        .rev()
        .find(|asset| asset.kind == AssetKind::Wasm)
        .map(|asset| asset.gzip as f64);
    let budget = WASM_GZIP_BUDGET_KIB * KIB;
    let Some(gzip) = gzip else {
        report.miss(false, || {
            "no page fetched the wasm module, even after a form interaction".into()
        });
        report.budget(
            "wasm module as served",
            "not fetched",
            format!("≤ {WASM_GZIP_BUDGET_KIB:.0} KB gzip"),
            false,
        );
        return;
    };
    let pass = gzip <= budget;
    report.miss(pass, || {
        format!(
            "wasm module: {} gzip, {} over its {WASM_GZIP_BUDGET_KIB:.0} KB budget",
            kib(gzip),
            kib(gzip - budget)
        )
    });
    report.budget(
        "wasm module as served",
        format!("{} gzip ({gzip:.0} bytes)", kib(gzip)),
        format!(
            "≤ {WASM_GZIP_BUDGET_KIB:.0} KB gzip: {}",
            ratio_at_most(gzip, budget)
        ),
        pass,
    );
}
