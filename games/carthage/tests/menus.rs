//! Issue #61, "a table you can follow on a phone": the menu path of every legal move
//! (`choice_path`) has labels that say only what they add — none starts with the word of the
//! label above it — and no two moves share a path, nor is a move's path the group of another.

use kontor_carthage::Carthage;
use kontor_engine::{Options, check_menus_along_playouts};

#[test]
fn menu_labels_never_repeat_the_word_above_them() {
    check_menus_along_playouts::<Carthage>(&Options::new(), 3, 3_000).unwrap();
}
