# Kontor service: commands, lobby, turns, reminders.
# Usługa Kontora: polecenia, poczekalnia, tury, przypomnienia.
#
# Stoły: otwieranie gry, miejsca, ustawienia, przypomnienia i języki. Tytuły gier przychodzą jako
# zagnieżdżone teksty ($title); czasy ($d, $waited …) przychodzą już zapisane słownie, w bierniku
# („czeka już 1 godzinę”, „co 2 dni”).

## Otwieranie gry (/new)

tables-which-game = Która gra? `/new <gra> [opcje]`; gry: { $games }.
tables-players-out-of-range = players={ $value }: w grze { $title } może grać od { $min } do { $max } { $max ->
        [one] gracza
       *[other] graczy
    }.
tables-too-many-games = Siedzisz już przy { $n } otwartych grach, najwięcej, ile może jeden gracz. Dokończ, opuść (`/leave`) albo oddaj (`/resign`) którąś z nich (`/games` je wymienia), zanim otworzysz lub dołączysz do kolejnej.
tables-slow-down = Zwolnij: najwyżej { $n } { $n ->
        [one] polecenie
        [few] polecenia
       *[many] poleceń
    } na { $d }. Dopóki ten czas nie minie, Kontor pomija twoje polecenia bez odpowiedzi.
tables-seed-not-a-number = seed={ $value }: ziarno musi być liczbą całkowitą.
tables-seed-not-allowed = Ten serwer rozdaje każdą grę losowo i nie przyjmuje `seed=`. Otwórz grę bez niego.
tables-seeded = Ziarno { $seed }: rozdanie jak w każdej grze z tym ziarnem i tymi opcjami, do sprawdzenia przez wszystkich.
tables-a-game = gra
tables-chat-has-a-game = Na tym czacie jest już otwarta gra ({ $title }, #{ $id }). Najpierw ją dokończcie albo przerwijcie (`/abandon`).
# W dopełniaczu, po „dla”: „dla 3 graczy”, „dla 2–4 graczy”, „jest dla dokładnie 4 graczy”.
tables-players = { $n } { $n ->
        [one] gracza
       *[other] graczy
    }
tables-players-between = { $min }–{ $max } { $max ->
        [one] gracza
       *[other] graczy
    }
tables-players-exactly = dokładnie { $n } { $n ->
        [one] gracza
       *[other] graczy
    }
tables-opened =
    { $who } otwiera grę { $title } (#{ $id }) dla { $wanted }. `/join` zajmuje miejsce, `/addbot` dodaje bota, `/start` rozpoczyna, gdy wszyscy są przy stole.

## Miejsca

tables-already-seated = Masz już miejsce w tej grze.
tables-game-full = Gra jest pełna (miejsc: { $seats }). Rozpocznij ją (`/start`) albo poczekaj na następną.
tables-game-full-short = Gra jest pełna (miejsc: { $seats }).
tables-joins =
    { $who } dołącza.
    { $seats }
tables-leave-started = Gra już trwa; aby oddać miejsce, użyj `/resign` (przejmie je bot).
tables-leaves-nobody-left = { $who } odchodzi; nikt nie został, więc gra jest zamknięta.
tables-leaves =
    { $who } odchodzi.
    { $seats }
tables-addbot-not-creator = Bota może dodać tylko osoba, która otworzyła tę grę: { $creator }.
tables-bot-takes-a-seat =
    { $name } zajmuje miejsce.
    { $seats }
tables-start-not-creator = Grę może rozpocząć tylko osoba, która ją otworzyła: { $creator }.
tables-needs-players = { $title } wymaga co najmniej { $min } { $min ->
        [one] gracza
       *[other] graczy
    }; zajęte miejsca: { $seated }. `/join` albo `/addbot`.
tables-fewer-than-wanted = Ta gra została otwarta dla { $wanted } { $wanted ->
        [one] gracza
       *[other] graczy
    }; zajęte miejsca: { $seated }. `/join`, `/addbot` albo otwórz nową grę dla mniejszej liczby graczy.
tables-begins =
    Zaczynamy: { $title }!
    { $seats }
tables-abandon-not-creator = Grę może przerwać tylko osoba, która ją otworzyła ({ $creator }), albo moderator czatu; pozostali gracze mogą poddać to pod głosowanie przez `/abandon`.
tables-kick-not-creator = Gracza może usunąć tylko osoba, która otworzyła tę grę: { $creator }.
tables-kick-started = Gra już trwa: nikogo nie można teraz usunąć. Kto przestaje grać, może użyć `/resign`, a limit czasu (`/remind timeout`) oddaje milczące miejsce botowi.
tables-kick-who =
    Kogo? `/kick <numer miejsca albo nazwa>`:
    { $seats }
tables-kick-self = Aby samemu opuścić poczekalnię, użyj `/leave`.
tables-kicked =
    { $who } usuwa z poczekalni: { $name }.
    { $seats }
tables-kicked-you = { $who } usuwa cię z poczekalni gry #{ $id }.
tables-abandoned = { $who } przerywa grę (#{ $id }). Czat jest wolny dla `/new`.
tables-already-started = Gra już się rozpoczęła.
tables-no-seat = Nie masz miejsca w tej grze.
# Odmowa przygotowania gry, np. nieznana opcja.
tables-cannot-open = Nie można otworzyć gry: { $reason }.

## Plansza, która nie pasuje do liczby miejsc

tables-board-wanted = { $board } jest dla { $range }; ten stół ma mieć { $got }.
tables-board-seated = { $board } jest dla { $range }; zajęte miejsca: { $got }.
tables-use = Użyj { $ways }.
tables-either = { $first } albo { $second }
tables-join-or-addbot-first = Najpierw `/join` albo `/addbot`.
tables-someone-must-leave = Ktoś musi najpierw odejść (`/leave`).

## Lista miejsc: „Miejsca: 1. Anna, 2. Bot 1 (bot)”

tables-seats = Miejsca: { $seats }
tables-seat = { $number }. { $name }
tables-seat-bot = { $number }. { $name } (bot)
tables-seat-bot-level = { $number }. { $name } (bot, { $level })
tables-seat-resigned = { $number }. { $name } (rezygnacja, bot { $level })
tables-bot-level = { $level ->
        [easy] łatwy
        [normal] normalny
       *[hard] trudny
    }
tables-bad-bot-level = `{ $level }` nie jest poziomem bota; wybierz `/addbot easy` (łatwy), `/addbot normal` (normalny) albo `/addbot hard` (trudny).

## Ustawienia przypomnień (/remind, /quiet, /away)

tables-bad-duration = `{ $word }` nie jest czasem trwania; napisz np. 1h, 12h, 2d albo 1d12h.
tables-reminder-out-of-bounds = Czas do pierwszego przypomnienia i odstęp między przypomnieniami muszą wynosić co najmniej { $min } i co najwyżej { $max }.
tables-timeout-out-of-bounds = Limit czasu musi wynosić co najmniej { $min } i co najwyżej { $max }.
tables-timeout-bot = jeśli gracz nie wykona ruchu przez { $d }, turę rozegra bot
tables-timeout-resign = jeśli gracz nie wykona ruchu przez { $d }, zrezygnuje, a jego miejsce przejmie bot
tables-remind-me-usage = `/remind me channel` (na kanale gry) albo `/remind me private` (prywatnie).
tables-remind-by-channel = jako wzmianka na kanale gry
tables-remind-by-private = jako wiadomość prywatna
tables-reminders-now-come = Przypomnienia będą teraz przychodzić { $by }.
tables-remind-not-seated = Przypomnienia tej gry może zmienić tylko gracz, który wciąż w niej gra, albo moderator czatu.
tables-set-first = pierwsze przypomnienie, gdy tura czeka już { $d }
tables-set-repeat = kolejne przypomnienia co { $d }
tables-set-no-timeout = bez limitu czasu
tables-remind-usage = Użyj `/remind`, `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off`, `/remind timeout bot 3d`, `/remind timeout resign 3d` albo `/remind me channel|private`.
tables-settings-changed = { $who } zmienia ustawienia gry #{ $id }: { $said }.
tables-timeout-off = wyłączony
tables-quiet-none = brak
tables-away-state = { $away ->
        [yes] nieobecność: tak
       *[no] nieobecność: nie
    }
tables-remind-summary =
    Przypomnienia w grze #{ $id }: pierwsze, gdy tura czeka już { $first }, potem co { $repeat }; limit czasu: { $timeout }.
    { $who }: przypomnienia { $by }; godziny ciszy: { $quiet }; { $away }.
tables-quiet-usage = Użyj `/quiet 22-7` (godziny twojego czasu, opcjonalnie `utc+2` lub `utc-5:30`) albo `/quiet off`.
tables-quiet-same-hours = Godziny ciszy muszą mieć różny początek i koniec.
tables-quiet-off = Godziny ciszy są wyłączone.
# $zone to przesunięcie w godzinach ze znakiem: +2, -5.5.
tables-quiet-on = Bez przypomnień między { $from }:00 a { $to }:00 twojego czasu (UTC{ $zone }h).
tables-away-usage = Użyj `/away <dni>` (do 60, np. `/away 3` albo `/away 0.5`) albo `/away off`.
tables-back = { $who } wraca.
tables-away = { $who } zgłasza nieobecność na { $d }: bez przypomnień, a limity czasu czekają na powrót.
tables-in-game = { $line } (gra #{ $id })

## Przypomnienia i limity czasu

tables-timed-out-resigns = ⌛ { $name } zwleka z ruchem już { $d }: rezygnacja, od teraz to miejsce gra bot.
tables-timed-out-bot-played = ⌛ { $name } zwleka z ruchem już { $d }: tę turę rozegrał bot.
tables-reminder-first = ⏰ { $name }, twój ruch w grze { $title } (gra #{ $id }); stół czeka już { $waited }.
tables-reminder-second = ⏰ { $name }, gra #{ $id } ({ $title }) wciąż czeka na twój ruch: już { $waited }.
tables-reminder-later = ⏰ Przypomnienie { $number }: { $name }, gra #{ $id } ({ $title }) czeka na ciebie już { $waited }.
tables-reminder-last-one = Czekamy już tylko na ciebie: wszyscy pozostali czekają na twój ruch.
tables-reminder-also-waiting = Na ruch czekają też: { $names }.
tables-reminder-timeout-bot = Jeśli nie wykonasz ruchu przez { $d }, turę rozegra bot.
tables-reminder-timeout-resign = Jeśli nie wykonasz ruchu przez { $d }, twoje miejsce na stałe przejmie bot.
tables-reminder-help = `/moves` pokazuje twoje ruchy; `/away <dni>` wstrzymuje przypomnienia.

## Języki (/lang)

tables-lang-set = Od teraz Kontor odpowiada ci po polsku: odpowiedzi, wiadomości prywatne i przypomnienia. `/lang chat pl|en` ustawia język publicznych postów na tym czacie.
tables-lang-chat-set = { $who } ustawia język postów na tym czacie: polski. Każdy może wybrać własny język odpowiedzi i wiadomości prywatnych: `/lang pl|en`.
tables-lang-name = { $lang ->
        [pl] polski
       *[en] angielski
    }
# $source: chosen (wybrany przez /lang), app (język zgłaszany przez aplikację), chat (żaden).
tables-lang-source = { $source ->
        [chosen] twój wybór
        [app] język twojej aplikacji; nie wybrano własnego
       *[chat] język czatu; nie wybrano własnego
    }
# $source: chosen (wybrany przez /lang chat), open (nikt go nie wybrał).
tables-lang-chat-source = { $source ->
        [chosen] wybrany przez `/lang chat`
       *[open] jeszcze niewybrany
    }
tables-lang-summary =
    Twój język: { $mine } ({ $how }). Posty na tym czacie: { $chat } ({ $chathow }).
    `/lang pl` { $pl }, `/lang en` { $en }: język odpowiedzi dla ciebie, twoich wiadomości prywatnych i przypomnień. Dopóki go nie wybierzesz, dostajesz język zgłaszany przez twoją aplikację (język Discorda lub Telegrama), a w przeciwnym razie język czatu.
    `/lang chat pl|en`: język publicznych postów na tym czacie (domyślnie angielski). Dopóki nikt go nie wybierze, nowa gra ustawia go na język gracza, który ją otwiera.
tables-lang-which = Który język? `/lang pl` (polski) lub `/lang en` (angielski); dla postów na tym czacie `/lang chat pl` lub `/lang chat en`.
tables-lang-unknown = Kontor nie zna języka `{ $word }`. Wybierz `/lang pl` (polski) lub `/lang en` (angielski); dla postów na tym czacie `/lang chat pl` lub `/lang chat en`.
