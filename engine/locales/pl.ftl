# Silnik Kontora: teksty wspólne dla wszystkich gier (przygotowanie gry, odczyt zapisu ruchów).

setup-player-count = W { $game } gra od { $min } do { $max } graczy, nie { $got }.
setup-unknown-option = { $game } nie ma opcji `{ $key }`; opcje to: { $known }.
setup-bad-option-value = Opcja `{ $key }` nie może mieć wartości `{ $value }`: { $expected }.
setup-board-seats = { $board } jest dla { $players }, nie dla { $got }.
setup-players-exactly = dokładnie { $n } graczy
setup-players-range = { $min }–{ $max } graczy

notation-unknown = `{ $text }` to nie jest ruch; { $hint }
notation-ambiguous = `{ $text }` może oznaczać { $candidates }; powiedz który.
