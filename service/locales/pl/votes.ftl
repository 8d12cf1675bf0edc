## Głosowania nad zmianami całego stołu (vote.rs) i kto może je wprowadzać (rights.rs, lobby.rs)

votes-opened =
    🗳 { $who } proponuje: { $what }.
    Przechodzi, jeśli w ciągu { $d } zagłosuje za { $needed } z { $voters } graczy: użyj przycisków albo `/vote yes` / `/vote no`.
votes-what-abandon = przerwać grę #{ $id }
votes-yes-button = ✅ Tak
votes-no-button = ❌ Nie
votes-counted = 🗳 { $who } oddaje głos w sprawie „{ $what }”: { $yes } za, { $no } przeciw; potrzeba { $needed } głosów za.
votes-failed = 🗳 Głosowanie w sprawie „{ $what }” nie przeszło: { $yes } za, { $no } przeciw, na { $voters } graczy.
votes-who = Głosowanie graczy ({ $yes } z { $voters })
votes-settings-passed = 🗳 Gracze zagłosowali za ({ $yes } z { $voters }): { $said }.
votes-already-open = Trwa już głosowanie („{ $what }”): zagłosuj w nim przez `/vote yes` albo `/vote no`, zanim zaproponujesz kolejne.
votes-usage = Głosuj przez `/vote yes` (tak) albo `/vote no` (nie).
votes-none = Na tym czacie nie trwa żadne głosowanie. Gracz, który nie prowadzi gry, proponuje je przez `/abandon` albo ustawienie `/remind`.
votes-over = To głosowanie już się zakończyło.
votes-not-voter = Głosują tylko gracze, którzy wciąż są w grze.
tables-lobby-closed-idle = Poczekalnia #{ $id } zamknęła się sama po { $d } bez żadnej aktywności. Czat jest wolny dla `/new`.
tables-lang-chat-not-host = Język postów na tym czacie może zmienić tylko osoba, która otworzyła tutejszą grę ({ $creator }), albo moderator czatu.
tables-chat-backlog = Na ten czat czeka jeszcze { $count } { $count ->
        [one] post
        [few] posty
       *[many] postów
    } do wysłania; spróbuj ponownie za minutę.

## Rewanż (rematch.rs)

rematch-button = 🔁 Rewanż
rematch-begins =
    🔁 { $who } zaczyna rewanż za grę #{ $old }: { $title } (#{ $id }), te same miejsca, nowe rozdanie.
    { $seats }
rematch-none = Na tym czacie nie ma skończonej gry do powtórzenia. `/new <gra>` otwiera nową.
rematch-already-open = Rewanż już trwa: gra #{ $id }.
rematch-chat-busy = Na tym czacie toczy się już gra (#{ $id }); rewanż musi poczekać, aż się skończy.
rematch-not-last = Gra { $named } nie jest ostatnią grą tego czatu; `/rematch` powtarza grę #{ $id }.
rematch-too-late = Rewanż za grę #{ $id } był możliwy przez { $d } od jej końca; `/new` otwiera nową grę.
rematch-not-a-player = Rewanż za grę #{ $id } mogą zacząć tylko jej gracze; `/new` otwiera nową grę.
