# Plansza w sieci: /watch (watch.rs) i strona gry (page.rs, skrzynka kontor-web).

## /watch

watch-address =
    Plansza gry { $title } #{ $id } w sieci, na żywo: { $url }
    Każdy, kto zna ten adres, może patrzeć. Moderator albo twórca gry może go wymienić poleceniem `/watch new`; stary adres przestaje wtedy działać.
watch-replaced =
    { $who } wymienia adres strony gry { $title } #{ $id }: stary już nie działa.
    Nowy: { $url }
watch-off = Ten Kontor nie ma planszy w sieci: jego operator nie ustawił sekcji `[web]`.
watch-new-not-allowed = Adres może wymienić tylko moderator tego czatu albo twórca gry ({ $creator }).
watch-usage = `/watch` podaje adres strony gry; `/watch new` go wymienia (moderator albo twórca gry).
watch-button = Plansza w sieci

## Strona

page-title = { $title } #{ $id }
page-board = Plansza
page-scores = Punkty
page-player = Gracz
page-points = Punkty
page-moves = Dotychczasowe ruchy
page-no-moves = Jeszcze nikt nie wykonał ruchu.
page-since = od
page-over = Gra skończona.
page-lobby = Czekamy na graczy: { $seats }
page-live = Na żywo
page-reconnecting = Łączę ponownie…
page-gone = Ten adres już nie działa. Zapytaj na czacie o nowy (`/watch`).
page-fit = Dopasuj do ekranu
page-full = Pełny rozmiar
page-language = English
page-not-found = Pod tym adresem nie ma żadnej gry: może jest błąd w adresie albo adres wymieniono (`/watch new`).
page-busy = Zbyt wiele osób ogląda teraz gry. Spróbuj za minutę.
page-turn = Ruch: { $who }
page-players = Gracze
page-abandoned = Gra została przerwana przed końcem.
