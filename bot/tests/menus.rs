//! What a whole game played through the move menus must show, on Discord and on Telegram alike.

/// Reports a whole game of `game` played through the menus (`moves` moves, `inside` of them
/// inside a turn, at most `widest` entries on one level) and checks that it was one: more than
/// ten moves, and in Hansa, whose turns hold several actions, most of them inside a turn (the
/// prompt edited in place).
pub fn check_a_whole_game(game: &str, moves: usize, widest: usize, inside: usize) {
    eprintln!("{game}: {moves} moves by menu ({inside} inside a turn), at most {widest} entries on a level");
    assert!(moves > 10, "{game}: {moves} moves");
    if game == "hansa" {
        assert!(inside > moves / 2, "hansa: {inside} of {moves} moves inside a turn, edited in place");
    }
}
