## Po grze: historia (history.rs), statystyki i rankingi (standing.rs)

after-history-head = 📜 Zakończone gry tego czatu, od najnowszej:
# $scores: "🏆 Anna 54 · Bob 41", od najlepszego.
after-history-line = #{ $id } · { $date } · { $title } · { $scores }
after-history-abandoned = #{ $id } · { $date } · { $title } · porzucona po { $moves } { $moves ->
        [one] ruchu
       *[other] ruchach
    }
after-history-hint = `/board #{ $id }`, `/log #{ $id }` i `/replay #{ $id }` pokazują grę ponownie.
after-history-more = Starsze gry: `/history { $next }`.
after-history-none = Ten czat nie ma jeszcze zakończonych gier.
after-history-no-page = Historia tego czatu nie ma strony { $page }.
after-history-bad-page = `/history { $page }`: strona to liczba od 1 do { $most }.
after-not-this-chat = Ten czat nie ma gry #{ $id }: `/history` wymienia jego gry.
after-not-a-game-number = „{ $word }” to nie numer gry: zapisz go jako `#12` (`/history` wymienia gry tego czatu).

after-stats-head = 📊 { $name } w tej społeczności:
after-stats-rating = **{ $title }**: ranking { $rating } · { $games } { $games ->
        [one] gra
        [few] gry
       *[many] gier
    } · { $wins } { $wins ->
        [one] wygrana
        [few] wygrane
       *[many] wygranych
    } ({ $share }%)
after-stats-best = Najlepszy wynik { $best } · { $per_move } na ruch
after-stats-no-times = jeszcze bez czasów ruchów
# Jeden przeciwnik: "Bob 3–2 w 5".
after-stats-rival = { $name } { $won }–{ $lost } w { $games }
after-stats-against = Przeciwko: { $rivals }
after-stats-everywhere = Wszędzie: ranking { $rating } w { $games } { $games ->
        [one] grze
       *[other] grach
    }
after-stats-none = { $name } nie ma jeszcze gier w rankingu tej społeczności: gra liczy się po zakończeniu, chyba że wpisano jej ziarno (seed).
after-stats-who = Nie widziałem „{ $name }” przy stołach tego czatu: podaj imię gracza stąd, wspomnij go albo odpowiedz na jego wiadomość.
after-leaderboard-head = 🏆 { $title } w tej społeczności:
after-leaderboard-line = { $place }. { $name } — { $rating } · { $games } { $games ->
        [one] gra
        [few] gry
       *[many] gier
    }, { $wins } { $wins ->
        [one] wygrana
        [few] wygrane
       *[many] wygranych
    }
after-leaderboard-bot = 🤖 bot ({ $level })
after-leaderboard-note = Ranking to 40 × (μ − 3σ) z rankingu Weng-Lin, nigdy poniżej 0: zaczyna się od 0 i rośnie z wygranymi i liczbą rozegranych gier. Widać graczy z co najmniej { $least } grami w rankingu.
after-leaderboard-more = Strona { $next } z { $pages }: `/leaderboard { $game } { $next }`.
after-leaderboard-which = Która gra? `/leaderboard <gra>`, jedna z: { $games }.
after-leaderboard-usage = `/leaderboard` przyjmuje grę i stronę, nie „{ $word }”. Gry: { $games }.
after-leaderboard-empty = Nikt w tej społeczności nie ma jeszcze { $least } gier w { $title } w rankingu.
after-leaderboard-bad-page = `/leaderboard … { $page }`: strona to liczba od 1 do { $most }.
after-leaderboard-no-page = Ranking ma { $pages } { $pages ->
        [one] stronę
        [few] strony
       *[many] stron
    }, nie { $page }.

after-rating-changes = 📈 Ranking tutaj: { $changes }
# Zmiana jednego gracza: "alice 0 → 45".
after-rating-change = { $name } { $old } → { $new }
after-unrated-seeded = Ta gra nie liczy się do rankingu: wpisano jej ziarno (seed).
