# Usługa Kontora: ruchy, menu, ogłoszenia, informacje.

## Czas, listy, języki (i18n.rs); czas w bierniku: „czeka już 1 godzinę”, „co 2 dni”

play-duration-seconds =
    { $s ->
        [one] { $s } sekundę
        [few] { $s } sekundy
       *[many] { $s } sekund
    }
play-duration-minutes =
    { $min ->
        [one] { $min } minutę
        [few] { $min } minuty
       *[many] { $min } minut
    }
play-duration-hours =
    { $h ->
        [one] { $h } godzinę
        [few] { $h } godziny
       *[many] { $h } godzin
    }{ $min ->
        [0] {""}
        [one] {" "}{ $min } minutę
        [few] {" "}{ $min } minuty
       *[many] {" "}{ $min } minut
    }
play-duration-days =
    { $d ->
        [one] { $d } dzień
        [few] { $d } dni
       *[many] { $d } dni
    }{ $h ->
        [0] {""}
        [one] {" "}{ $h } godzinę
        [few] {" "}{ $h } godziny
       *[many] {" "}{ $h } godzin
    }
play-and = { $first } i { $last }
play-anonymous-sender =
    Aby grać, pisz we własnym imieniu: Kontor nie rozróżnia anonimowych administratorów (ani kanału piszącego w grupie), więc nie może dać im miejsca przy stole ani przyjąć ich ruchu. Wyłącz „Pozostań anonimowy” w swoich uprawnieniach administratora albo wyślij polecenie ze swojego konta.

## Polecenia, przyciski, baza danych (service.rs)

play-type-command = Wpisz polecenie, na przykład `/help`.
play-unknown-command = `/{ $command }` nie jest poleceniem Kontora. Polecenia: { $commands }. `/help` je objaśnia.
play-button-other-game = Ten przycisk należy do gry, która nie jest już otwarta na tym czacie.
play-button-old-version = Ten przycisk pochodzi ze starszej planszy (wersja { $version }); gra jest już w wersji { $now }. `/board` pokazuje aktualną pozycję, a `/moves` twoje ruchy.
play-record-missing = Brak zapisu gry w bazie.
play-storage-trouble = Kontor nie mógł odczytać ani zapisać swojej bazy danych ({ $error }); nic nie zostało zmienione. Spróbuj ponownie.
play-internal-trouble = Coś poszło nie tak, gdy Kontor obsługiwał Twoje polecenie; nic nie zostało zmienione. Spróbuj ponownie.
play-no-game = Na tym czacie nie ma gry. Rozpocznij ją poleceniem `/new <gra>`: { $games }.
play-no-game-last = Na tym czacie nie trwa żadna gra; ostatnia to { $title } (gra #{ $id }). `/new { $game }` rozpoczyna kolejną.

## Informacje (info.rs)

play-help =
    Kontor prowadzi gry planszowe na tym czacie. Polecenia:
    `/new <gra> [players=N]` otwiera grę (zajmujesz pierwsze miejsce); gry: { $games }
    `/join`, `/leave`, `/addbot [easy|normal|hard]` zajmuje miejsce, zwalnia je, sadza bota (łatwego, normalnego, trudnego)
    `/start` rozdaje grę; `/kick <miejsce|nazwa>` usuwa gracza z poczekalni (`/addbot`, `/start`, `/kick`: tylko osoba, która otworzyła grę)
    `/play <ruch>` wykonuje ruch (`/play take r5`); `/moves` pokazuje prywatnie twoje ruchy
    `/undo` cofa twój ostatni ruch, jeśli nikt potem nie grał i nie dobrano karty
    `/board` aktualna plansza; `/hand` twoja ręka, prywatnie
    `/status` kto ma ruch i od jak dawna; `/log [n]` ostatnie ruchy; `/score` punkty
    `/replay [nr gry]` animowana powtórka zakończonej gry (domyślnie ostatniej gry czatu)
    `/rules [temat]` zasady; `/games [strona]` twoje gry na wszystkich platformach
    `/remind` przypomnienia: `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off|bot 3d|resign 3d`, `/remind me channel|private`
    `/quiet 22-7 [utc+1]` bez przypomnień w nocy; `/away <dni>` wstrzymuje twoje przypomnienia i limity czasu
    `/lang pl|en` twój język (odpowiedzi, wiadomości prywatne, przypomnienia); `/lang chat pl|en` język postów na czacie; `/lang` pokazuje oba
    `/link` jeden gracz na Discordzie i Telegramie (kod do wpisania na drugiej); `/bridge` jeden stół dla tego czatu i czatu na drugiej platformie (moderatorzy); `/unlink`, `/unbridge` rozdzielają
    `/watch` plansza w sieci, na żywo, do powiększania na telefonie; `/watch new` wymienia jej adres (moderator albo twórca gry)
    `/resign` twoje miejsce przejmuje bot; `/abandon` zamyka grę (osoba, która ją otworzyła, albo moderator; pozostali gracze głosują: `/vote yes|no`)
    `/rematch` ostatnia gra jeszcze raz, te same miejsca; `/history` zakończone gry tego czatu (`/board #n`, `/log #n`, `/replay #n` pokazują je ponownie)
    `/stats [gracz] [gra]` ranking, wygrane i rywale gracza tutaj; `/leaderboard [gra]` najlepsi gracze tej społeczności
    Polecenia i notacja ruchów są takie same w każdym języku.
play-board-lobby =
    Gra czeka na graczy.
    { $seats }
play-hand-not-started = Gra jeszcze się nie rozpoczęła; karty rozdaje `/start`.
play-hand-no-seat = Nie masz miejsca w tej grze, więc nie masz kart.
play-status =
    { $title } #{ $id } — { $state ->
        [lobby] oczekuje na graczy
        [active] w toku
        [finished] zakończona
       *[abandoned] przerwana
    } — wersja { $version }, { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }.
play-status-turn = Ruch ma { $who }, czekamy już { $waited }.
play-log-not-a-number = `/log { $args }`: podaj liczbę ruchów, np. `/log 5`.
play-log-rebuild-failed = Nie udało się odtworzyć gry: { $error }
play-log-no-replay = Zapisu ruchów nie da się odtworzyć: { $error }
play-log-plays = { $who } gra `{ $notation }`
play-log-empty = Nie było jeszcze ruchów.
play-rules = { $title } — zasady: { $text }
play-games-turn = ruch ma { $who }, czeka już { $waited }
play-games-lobby = czeka na graczy
play-games-line = #{ $id } { $title } na czacie { $chat }: { $turn }
play-games-ended = { $how ->
        [abandoned] porzucona
       *[finished] zakończona
    } { $ago } temu
play-games-ended-head = Ostatnio zakończone:
play-games-page = Strona { $page } z { $pages }; `/games { $next }` pokazuje stronę { $next }.
play-games-bad-page = `/games { $page }`: numer strony to liczba od 1 wzwyż.
play-games-no-page = Nie ma strony { $page }: twoje gry zajmują { $pages } { $pages ->
        [one] stronę
        [few] strony
       *[many] stron
    }.
play-games-none = Nie masz otwartych gier.
play-games-list =
    Masz { $n ->
        [one] { $n } otwartą grę
        [few] { $n } otwarte gry
       *[many] { $n } otwartych gier
    }:
    { $lines }
play-not-started = Gra jeszcze się nie rozpoczęła.

## Ruchy (play.rs)

play-which-move = Jaki ruch? `/play <ruch>`; `/moves` pokazuje twoje ruchy.
play-refused-notation = Ruch odrzucony: { $reason }. `/moves` pokazuje twoje ruchy.
play-refused = Ruch odrzucony: { $reason }
play-undo-nothing = Nie ma jeszcze ruchu do cofnięcia.
play-undo-not-yours = Cofnąć można tylko własny ostatni ruch; ostatni ruch wykonał(a) { $who }.
play-undo-rebuild-failed = Nie udało się odtworzyć gry do cofnięcia ruchu ({ $error }); nic nie zostało zmienione.
play-undo-revealed = W tym ruchu dobrano lub odkryto karty, więc nie można go cofnąć.
play-undo-done = { $who } cofa ruch `{ $notation }`.
play-resign-closed = { $who } poddaje się. Nie został żaden człowiek, więc gra jest zamknięta.
play-resign-bot = { $who } poddaje się; od teraz to miejsce gra bot.
play-no-seat-spectator = Nie masz miejsca w tej grze; `/board` pokazuje ją widzom.
play-resigned-already = Po twojej rezygnacji twoje miejsce w tej grze gra bot.
play-bot-move-failed = Ruch bota się nie powiódł: { $error }
play-running-lobby = Gra jeszcze się nie rozpoczęła; `/start` ją rozdaje.
play-running-finished = Gra się skończyła; `/score` pokazuje wynik, `/new` zaczyna następną.
play-running-abandoned = Gra została przerwana.
play-running-no-state = W bazie danych brakuje stanu gry.
play-not-your-turn = To nie twoja kolej: teraz ruch ma { $who }.
play-game-missing = Brak gry w bazie danych.

## Menu (menu.rs)

play-menu-group =
    { $open } — **{ $label }**: { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[many] { $n } ruchów
    }
play-menu-tail = `/moves <pozycja>` pokazuje grupę, `/moves all` wszystkie ruchy.
play-menu-back = ◀ Wstecz
play-moves-no-entry = Wśród twoich ruchów nie ma pozycji `{ $entry }`; pierwszy poziom to: { $entries }.

## Ogłoszenia (present.rs)

play-results-head = Koniec gry! Ranking końcowy:
play-results-resigned = { $name } (rezygnacja)
play-results-tiebreak = { $ahead } wyprzedza gracza { $behind } przy równej liczbie punktów ({ $score }); rozstrzyga: { $by }.
play-results-winners =
    { $n ->
        [one] Wygrywa { $winners }!
       *[other] Wygrywają { $winners }!
    }
play-turn-line = Teraz: ruch ma { $who } (gra #{ $id }, wersja { $version }).
play-prompt =
    Twój ruch w grze { $title } (gra #{ $id }): { $prompt }.
    { $list }
play-your-hand = Twoja ręka w grze #{ $id }.
play-prompt-done = Twoja tura w grze #{ $id } zakończona. Teraz: { $who }.
play-prompt-over = Gra #{ $id } dobiegła końca: wynik jest na kanale.
play-final-scores = Wynik końcowy według kategorii.
