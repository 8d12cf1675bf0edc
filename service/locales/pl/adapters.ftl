# Kontor's chat adapters: what Discord and Telegram players read from the adapters themselves
# (refusals, notices, buttons, command descriptions). Operator logs stay in English in the code.

## Both platforms

bot-foreign-button = Ten przycisk nie należy do Kontora.
bot-game-gone = Ta gra już nie istnieje.
bot-menu-gone = To menu już nie istnieje; użyj /moves.
bot-button-stale = Ten przycisk jest nieaktualny; użyj /moves, by zobaczyć swoje możliwości.
bot-keyboard-stale = Te przyciski są nieaktualne; użyj /moves, by zobaczyć swoje możliwości.

## Discord

bot-discord-server-only = Gry toczą się na kanałach serwerów: użyj tego polecenia na kanale (lub w wątku) serwera, na którym jest Kontor. Tutaj działają /games, /lang, /help oraz /kontor quiet, away i remind me.
bot-discord-my-moves = Moje ruchy
bot-discord-my-hand = Moja ręka
bot-discord-choose = Wybierz ({ $from }–{ $to })
bot-discord-channel-closed = Kontor nie mógł opublikować wiadomości na tym kanale: Discord zgłasza brak uprawnień (Wyświetlanie kanału, Wysyłanie wiadomości, Załączanie plików lub Osadzanie linków). Twój ruch jest zapisany; poproś administratora serwera o nadanie ich Kontorowi, potem użyj /board.
bot-discord-dm-closed = Kontor nie mógł wysłać Ci wiadomości prywatnej: masz zamknięte wiadomości prywatne. Twoja ręka i ruchy są pod przyciskami *{ bot-discord-my-moves }* i *{ bot-discord-my-hand }* przy planszy.
bot-discord-transient = Discord nie przyjął teraz wszystkich wiadomości; Kontor wyśle resztę za chwilę.
bot-discord-busy = Discord był zajęty i nie przyjął odpowiedzi Kontora; spróbuj ponownie za chwilę.
bot-discord-refused = Discord odrzucił wiadomość Kontora: { $why }
bot-discord-dms-closed-notice = { $user } Kontor nie może wysyłać Ci wiadomości prywatnych (masz je zamknięte): Twoje ruchy i ręka są pod przyciskami *{ bot-discord-my-moves }* i *{ bot-discord-my-hand }* przy planszy.
bot-discord-perm-view-channel = Wyświetlanie kanału
bot-discord-perm-send-messages = Wysyłanie wiadomości
bot-discord-perm-send-in-threads = Wysyłanie wiadomości w wątkach
bot-discord-perm-attach-files = Załączanie plików
bot-discord-perm-embed-links = Osadzanie linków
bot-discord-and = i
bot-discord-missing-permissions = Kontor nie może tu publikować gry: brakuje mu na tym kanale { $count ->
        [one] uprawnienia
       *[other] uprawnień
    }: { $list }. Poproś administratora serwera o nadanie ich Kontorowi (Ustawienia kanału → Uprawnienia) i spróbuj ponownie.

## Telegram

bot-telegram-chat-unknown = Kontor nie wie już, na którym czacie toczy się ta gra; wpisz tam /moves.
bot-telegram-edit-refused = Telegram nie pozwolił zmienić tej wiadomości; użyj /moves.
bot-telegram-player = gracz
bot-telegram-private-for-you = { $who }, mam dla Ciebie wiadomość prywatną (Twoją rękę, Twoje ruchy albo odpowiedź). Telegram pozwala mi do Ciebie napisać dopiero, gdy otworzysz nasz prywatny czat: dotknij przycisku, a potem Start.
bot-telegram-open-private = Otwórz prywatny czat
commands-new = otwórz grę: /new carthage players=3
commands-join = zajmij miejsce w grze tego czatu
commands-leave = zwolnij miejsce przed startem
commands-addbot = posadź bota
commands-start = rozdaj i zacznij grę
commands-play = wykonaj ruch: /play take r5
commands-moves = Twoje dozwolone ruchy, prywatnie
commands-undo = cofnij swój ostatni ruch
commands-board = aktualna plansza
commands-hand = Twoja ręka, prywatnie
commands-status = czyja kolej i od jak dawna
commands-log = ostatnie ruchy: /log 5
commands-score = wyniki
commands-rules = zasady: /rules [temat]
commands-games = Twoje otwarte gry
commands-remind = ustawienia przypomnień
commands-lang = język / language: /lang pl, /lang chat pl
commands-link = jeden gracz na Discordzie i Telegramie: /link, potem /link <kod> na drugim
commands-unlink = rozdziel z powrotem połączone konta
commands-bridge = jeden stół dla tego czatu i czatu na drugiej platformie (moderatorzy)
commands-unbridge = zakończ most między dwoma czatami (moderatorzy)
commands-watch = plansza gry w sieci, na żywo (/watch new: nowy adres)
commands-resign = bot przejmuje Twoje miejsce
commands-abandon = zamknij grę
commands-vote = głosuj nad propozycją: /vote yes, /vote no
commands-rematch = zagraj ostatnią grę jeszcze raz, te same miejsca
commands-history = zakończone gry tego czatu
commands-stats = ranking i wyniki gracza tutaj
commands-leaderboard = najlepsi gracze gry w tej społeczności
commands-kick = usuń gracza z poczekalni: /kick 2
commands-help = co potrafi Kontor

## Discord slash commands: descriptions of each command and option (at most 100 characters)

bot-discord-cmd-new = Otwórz grę na tym kanale; zajmujesz pierwsze miejsce
bot-discord-opt-new-game = Gra, w którą gracie
bot-discord-opt-new-players = Liczba miejsc
bot-discord-opt-new-seed = Ziarno losowania, by powtórzyć rozdanie
bot-discord-opt-new-options = Dalsze opcje gry, klucz=wartość …
bot-discord-cmd-join = Zajmij miejsce w grze tego kanału
bot-discord-cmd-leave = Zwolnij swoje miejsce przed rozpoczęciem gry
bot-discord-cmd-addbot = Posadź przy stole bota
bot-discord-opt-addbot-level = Jak mocno gra: easy (domyślnie), normal lub hard
bot-discord-cmd-kick = Usuń gracza lub bota z poczekalni
bot-discord-opt-kick-who = Numer miejsca albo imię
bot-discord-cmd-start = Rozdaj i zacznij grę
bot-discord-cmd-play = Wykonaj ruch, np. take r5
bot-discord-opt-play-move = Twój ruch (podpowiedzi to Twoje dozwolone ruchy)
bot-discord-cmd-moves = Twoje dozwolone ruchy, prywatnie, z przyciskami
bot-discord-cmd-undo = Cofnij swój ostatni ruch, jeśli nikt potem nie ruszył i nic nie dobrano
bot-discord-cmd-board = Pokaż aktualną planszę
bot-discord-cmd-hand = Twoja ręka, prywatnie
bot-discord-cmd-status = Kto ma ruch i od jak dawna
bot-discord-cmd-log = Ostatnie ruchy
bot-discord-opt-log-count = Ile ruchów
bot-discord-cmd-score = Wyniki
bot-discord-cmd-rules = Zasady gry, według tematów
bot-discord-opt-rules-topic = Temat, np. przygotowanie
bot-discord-cmd-help = Co potrafi Kontor
bot-discord-cmd-resign = Bot przejmuje Twoje miejsce
bot-discord-cmd-abandon = Zamknij grę tego kanału
bot-discord-cmd-games = Twoje otwarte gry
bot-discord-opt-games-page = Która strona listy
bot-discord-cmd-rematch = Zagraj ostatnią grę kanału jeszcze raz: te same miejsca, nowe rozdanie
bot-discord-cmd-vote = Zagłosuj nad otwartą propozycją: yes albo no
bot-discord-opt-vote-choice = yes (tak) albo no (nie)
bot-discord-cmd-history = Zakończone gry tego kanału
bot-discord-opt-history-page = Która strona
bot-discord-cmd-replay = Zakończona gra tego kanału jako animowana powtórka
bot-discord-opt-replay-number = Numer gry (ostatnia gra kanału, jeśli puste)
bot-discord-cmd-stats = Ranking i wyniki gracza na tym serwerze
bot-discord-opt-stats-player = Gracz (Ty, jeśli puste)
bot-discord-opt-stats-game = Tylko jedna gra
bot-discord-cmd-leaderboard = Najlepsi gracze gry na tym serwerze
bot-discord-opt-leaderboard-game = Gra
bot-discord-opt-leaderboard-page = Która strona
bot-discord-cmd-lang = Twój język (en, pl) albo język kanału: chat pl
bot-discord-opt-lang-text = pl lub en dla Ciebie; chat pl lub chat en dla kanału; puste pokazuje oba
bot-discord-cmd-link = Jeden gracz na Discordzie i Telegramie: kod albo kod z drugiej platformy
bot-discord-opt-link-code = Kod, który Kontor dał Ci na Telegramie (puste: weź kod tutaj)
bot-discord-cmd-unlink = Rozdziel z powrotem konta na Discordzie i Telegramie
bot-discord-cmd-bridge = Graj w grach tego kanału razem z grupą na Telegramie (moderatorzy)
bot-discord-opt-bridge-code = Kod, który Kontor dał w grupie na Telegramie (puste: weź kod tutaj)
bot-discord-cmd-unbridge = Zakończ most tego kanału z grupą na Telegramie (moderatorzy)
bot-discord-cmd-watch = Plansza gry w sieci, na żywo
bot-discord-opt-watch-choice = `new`: wymień adres (moderator albo twórca gry)
bot-discord-cmd-kontor = Dowolne polecenie Kontora jako tekst, np. „remind 12h”
bot-discord-opt-kontor-text = Wiersz polecenia

## The terminal (`kontor local`): lines it cannot read

bot-terminal-no-command = `{ $line }` nie zawiera polecenia; wiersze wyglądają tak: `alice /new carthage`
bot-terminal-no-user = `{ $line }` nie podaje użytkownika; wiersze wyglądają tak: `alice /new carthage`
bot-terminal-not-a-user = `{ $who }` nie jest nazwą użytkownika; wiersze wyglądają tak: `alice /join` albo `bob#room2 /join`
bot-terminal-not-a-button = `@{ $button }` nie jest przyciskiem; naciśnij go tak: `alice @<gra>.<wersja> /play …`, jak pokazuje `[buttons @…]`
bot-terminal-tick-needs-clock = `/tick` wymaga `kontor local --manual-clock`
bot-terminal-not-a-duration = `{ $amount }` nie jest czasem (30m, 12h, 2d)
