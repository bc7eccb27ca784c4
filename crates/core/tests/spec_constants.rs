//! The spec's numbers (the old site's: docs/decisions/0001-keep-the-original-site.md), written
//! out as the spec states them, quoted. The constants are what every part of the site uses;
//! these tests are what keeps a constant from drifting away from the spec, which tests that read
//! the constant back could never notice. The web suite (`web/src/spec-numbers.test.tsx`) checks
//! the same numbers as behaviour.

use site_core::constants::*;

/// "Hero slideshow: 4 images, every 8000 ms."
#[test]
fn hero_slideshow() {
    assert_eq!(HERO_IMAGE_COUNT, 4);
    assert_eq!(HERO_INTERVAL_MS, 8000);
}

/// "Banner/notice auto-hide: 5 seconds (5000 ms)."
#[test]
fn banner_and_notice_hide() {
    assert_eq!(NOTICE_HIDE_MS, 5000);
}

/// "Loading overlay and splash loader: 2 seconds."
#[test]
fn loading_overlay_and_splash_loader() {
    assert_eq!(LOADING_OVERLAY_MS, 2000);
    assert_eq!(SPLASH_LOADER_MS, 2000);
}

/// "Mobile menu breakpoint 810 px; navbar scroll threshold 100 px."
#[test]
fn navbar_breakpoint_and_scroll_threshold() {
    assert_eq!(MOBILE_MENU_MAX_WIDTH_PX, 810);
    assert_eq!(NAVBAR_SCROLL_THRESHOLD_PX, 100);
}

/// "Typing banner: twelve words, type speed 70, delete speed 60, delay 1000."
#[test]
fn typing_banner() {
    assert_eq!(TYPING_WORDS.len(), 12);
    assert_eq!(TYPING_TYPE_SPEED_MS, 70);
    assert_eq!(TYPING_DELETE_SPEED_MS, 60);
    assert_eq!(TYPING_DELAY_MS, 1000);
}

/// "Portfolio cards: start at 3, grow by 3. Portfolio carousel: autoplay every 6 s, 1 item at
/// every width"; "Five portfolio videos"; "Home carousel: 5 items at 3000-4000 px, 3 at
/// 1024-3000, 1 below 1024."
#[test]
fn portfolio_and_home_carousel() {
    assert_eq!(PORTFOLIO_INITIAL_CARDS, 3);
    assert_eq!(PORTFOLIO_CARDS_STEP, 3);
    assert_eq!(PORTFOLIO_AUTOPLAY_MS, 6000);
    assert_eq!(PORTFOLIO_ITEMS_PER_VIEW, 1);
    assert_eq!(PORTFOLIO_VIDEO_COUNT, 5);
    assert_eq!(HOME_CAROUSEL_BREAKPOINTS, &[(3000, 5), (1024, 3), (0, 1)]);
}

/// "Newsletter batch size 2"; "Phone in request forms: exactly 10 characters"; "Script chunk
/// time-out: 120 seconds"; "Default language en".
#[test]
fn batch_phone_chunk_and_language() {
    assert_eq!(NEWSLETTER_BATCH_SIZE, 2);
    assert_eq!(REQUEST_PHONE_LENGTH, 10);
    assert_eq!(CHUNK_LOAD_TIMEOUT_MS, 120_000);
    assert_eq!(DEFAULT_LANGUAGE, "en");
}

/// "Button colours: dark #163653 with white text; light #7ABAF7 with #163653 text"; the
/// theme colour is the dark navy.
#[test]
fn colours() {
    assert_eq!(DARK_BUTTON_BACKGROUND, "#163653");
    assert_eq!(DARK_BUTTON_TEXT, "#FFFFFF");
    assert_eq!(LIGHT_BUTTON_BACKGROUND, "#7ABAF7");
    assert_eq!(LIGHT_BUTTON_TEXT, "#163653");
    assert_eq!(THEME_COLOR, "#163653");
}

/// The about side menu: the about sections with child lists at their spelt-as-shown paths
/// (`/about/award-and-distinctions`, `/about/b-corps`).
#[test]
fn about_sections() {
    assert_eq!(
        ABOUT_SECTIONS,
        &[
            ("analysis-and-research", "/about/analysis-and-research"),
            ("awards-and-distinctions", "/about/award-and-distinctions"),
            ("b-corp", "/about/b-corps"),
            ("careers", "/about/careers"),
            ("events-and-sponsorships", "/about/events-and-sponsorships"),
        ]
    );
}
