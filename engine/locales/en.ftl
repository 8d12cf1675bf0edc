# Kontor's engine: texts shared by every game (setting up, reading move notation).

setup-player-count = { $game } is played by { $min } to { $max } players, not { $got }.
setup-unknown-option = Unknown option `{ $key }` for { $game }; options are: { $known }.
setup-bad-option-value = Option `{ $key }` cannot be `{ $value }`: { $expected }.
setup-board-seats = { $board } is for { $players }, not { $got }.
setup-players-exactly = exactly { $n } players
setup-players-range = { $min }–{ $max } players

notation-unknown = `{ $text }` is not a move; { $hint }
notation-ambiguous = `{ $text }` could mean { $candidates }; say which.
