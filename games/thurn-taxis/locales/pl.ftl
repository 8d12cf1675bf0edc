# Thurn und Taxis: wszystkie teksty gry po polsku (terminy według docs/glossary.md).

thurn-taxis-title = Thurn und Taxis

## Miasta i urzędnicy

thurn-taxis-city-car = Karlsruhe
thurn-taxis-city-fre = Freiburg
thurn-taxis-city-man = Mannheim
thurn-taxis-city-aug = Augsburg
thurn-taxis-city-ing = Ingolstadt
thurn-taxis-city-kem = Kempten
thurn-taxis-city-mue = Monachium
thurn-taxis-city-nue = Norymberga
thurn-taxis-city-pas = Passau
thurn-taxis-city-reg = Ratyzbona
thurn-taxis-city-wue = Würzburg
thurn-taxis-city-bud = Budweis
thurn-taxis-city-pil = Pilsen
thurn-taxis-city-sig = Sigmaringen
thurn-taxis-city-lod = Łódź
thurn-taxis-city-lin = Linz
thurn-taxis-city-sal = Salzburg
thurn-taxis-city-bas = Bazylea
thurn-taxis-city-zue = Zurych
thurn-taxis-city-inn = Innsbruck
thurn-taxis-city-stu = Stuttgart
thurn-taxis-city-ulm = Ulm

thurn-taxis-official-postmaster = Naczelnik
thurn-taxis-official-carrier = Kurier
thurn-taxis-official-administrator = Rządca
thurn-taxis-official-cartwright = Rzemieślnik

thurn-taxis-tile-route = długość { $length }
thurn-taxis-tile-all-provinces = wszystkie prowincje
thurn-taxis-tile-game-end = koniec gry

thurn-taxis-card = { $code } ({ $city })
thurn-taxis-none = brak

## Zdarzenia

thurn-taxis-opening = Zaczyna { $who }. W pierwszej rundzie każdy korzysta z pomocy Naczelnika: bierze dwie karty miast, a potem zagrywa jedną.
thurn-taxis-postmaster-compulsory = { $who } korzysta z pomocy Naczelnika ({ $why ->
        [first-round] pierwsza runda
       *[no-cards] brak kart na ręce
    }) i bierze dwie karty miast.
thurn-taxis-takes-official = { $who } korzysta z pomocy { $official ->
        [postmaster] Naczelnika
        [carrier] Kuriera
        [administrator] Rządcy
       *[cartwright] Rzemieślnika
    }.
thurn-taxis-administrator-replaces = Rządca wymienia odkryte karty miast; teraz leżą: { $cards }.
thurn-taxis-takes-face-up = { $who } dodaje na rękę odkrytą kartę { $code } ({ $city }).
thurn-taxis-draws-deck = { $who } dodaje na rękę kartę z wierzchu talii dociągu.
thurn-taxis-you-draw = Dobierasz kartę { $code } ({ $city }).
thurn-taxis-extends = { $who } dokłada kartę { $code } ({ $city }) do { $end ->
        [left] lewego
       *[right] prawego
    } krańca trasy: { $route }.
thurn-taxis-starts-route = { $who } otwiera nową trasę kartą { $code } ({ $city }).
thurn-taxis-restarts-route = { $who } odrzuca trasę { $route } i otwiera nową kartą { $code } ({ $city }).
thurn-taxis-ends-turn = { $who } kończy turę.
thurn-taxis-closes = { $who } zamyka trasę { $route } ({ $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
    }).
thurn-taxis-places-house = { $who } stawia domek w mieście { $city } ({ $code }); w zapasie ma jeszcze { $left ->
        [one] { $left } domek
        [few] { $left } domki
       *[many] { $left } domków
    }.
thurn-taxis-takes-tile = { $who } bierze żeton premii „{ $tile }” wart { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }.
thurn-taxis-takes-carriage = { $who } bierze powóz o wartości { $carriage } ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }).
thurn-taxis-takes-carriage-cartwright = { $who } z pomocą Rzemieślnika bierze powóz o wartości { $carriage } ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }).
thurn-taxis-final-round = { $who } { $why ->
        [carriage] zdobywa powóz o wartości 7
       *[houses] stawia ostatni ze swoich domków
    }: zaczyna się runda finałowa; ostatnią turę rozegra { $last }.
thurn-taxis-final-round-tile = { $who } { $why ->
        [carriage] zdobywa powóz o wartości 7
       *[houses] stawia ostatni ze swoich domków
    }: zaczyna się runda finałowa, a żeton premii „koniec gry” (1 punkt) bierze { $who }; ostatnią turę rozegra { $last }.
thurn-taxis-keeps = { $who } zostawia na ręce { $kept ->
        [one] { $kept } kartę
        [few] { $kept } karty
       *[many] { $kept } kart
    } i odrzuca { $discarded }.
thurn-taxis-game-ends = Runda finałowa dobiegła końca: gra się kończy.

## Podpowiedzi: czego oczekuje krok tury

thurn-taxis-step-start = dodaj na rękę kartę miasta (`draw 1`…`draw 6` – odkrytą, albo `draw deck` – z talii dociągu) albo najpierw skorzystaj z pomocy urzędnika: `official postmaster`, `official carrier`, `official administrator` lub `official cartwright`
thurn-taxis-step-draw-two = dodaj na rękę dwie karty miast, jedną po drugiej: `draw 1`…`draw 6` (odkryte) albo `draw deck`
thurn-taxis-step-draw = dodaj na rękę kartę miasta: `draw 1`…`draw 6` (odkrytą) albo `draw deck`
thurn-taxis-step-play = zagraj kartę miasta: `route left <miasto>` / `route right <miasto>`, aby przedłużyć trasę, albo `new <miasto>`, aby otworzyć nową
thurn-taxis-step-play-second = Kurier pozwala dołożyć do trasy drugą kartę (`route left|right <miasto>`); możesz też wybrać `close each` / `close <prowincja>` / `end`
thurn-taxis-step-close = zamknij trasę: `close each` (1 domek w każdej prowincji) albo `close <prowincja>` (domek w każdym mieście trasy w tej prowincji), albo zakończ turę: `end`
thurn-taxis-step-housing = wybierz miasto na kolejny domek: `house <miasto>`
thurn-taxis-step-discard = zmniejsz liczbę kart na ręce do { $cards }: `keep <miasto> <miasto> <miasto>`

## Ruchy na liście /moves

thurn-taxis-describe-postmaster = Naczelnik: weź w tej turze drugą kartę miasta
thurn-taxis-describe-carrier = Kurier: możesz w tej turze zagrać drugą kartę miasta
thurn-taxis-describe-administrator = Rządca: wymień wszystkie sześć odkrytych kart, potem weź kartę
thurn-taxis-describe-cartwright = Rzemieślnik: przy zamykaniu trasy weź kolejny powóz, nawet gdy brakuje jej 1 lub 2 kart
thurn-taxis-describe-draw-slot = weź odkrytą kartę nr { $slot } ({ $city })
thurn-taxis-describe-draw-empty-slot = weź odkrytą kartę nr { $slot }
thurn-taxis-describe-draw-deck = weź kartę z wierzchu talii dociągu
thurn-taxis-describe-extend = dołóż kartę miasta { $city } do { $end ->
        [left] lewego
       *[right] prawego
    } krańca trasy
thurn-taxis-describe-start = otwórz trasę kartą miasta { $city }
thurn-taxis-describe-restart = odrzuć trasę i otwórz nową kartą miasta { $city }
thurn-taxis-describe-close-each = zamknij trasę: 1 domek w 1 mieście każdej prowincji na trasie
thurn-taxis-describe-close-province = zamknij trasę: domek w każdym mieście trasy w prowincji { $province }
thurn-taxis-describe-house = postaw domek prowincji { $province } w mieście { $city }
thurn-taxis-describe-keep = zostaw na ręce karty: { $cities }; odrzuć resztę
thurn-taxis-describe-end-second = nie zagrywaj drugiej karty i zakończ turę
thurn-taxis-describe-end = zakończ turę bez zamykania trasy

## Odmowy

thurn-taxis-error-game-over = gra się skończyła
thurn-taxis-error-not-your-turn = to nie twoja tura: teraz ruch wykonuje { $who }
thurn-taxis-error-wrong-step = tego nie można teraz zrobić: { $expected }
thurn-taxis-error-postmaster-compulsory = w pierwszej rundzie, a także gdy zaczynasz turę bez kart na ręce, musisz skorzystać z pomocy Naczelnika
thurn-taxis-error-empty-slot = na polu { $slot } nie ma odkrytej karty
thurn-taxis-error-no-cards-left = talia dociągu i stos kart zużytych są puste; weź odkrytą kartę
thurn-taxis-error-not-in-hand = nie masz na ręce karty { $code } ({ $city })
thurn-taxis-error-already-on-route = karta { $code } ({ $city }) jest już na twojej trasie; każde miasto może na niej być tylko raz
thurn-taxis-error-not-adjacent = miasto { $city } ({ $code }) nie sąsiaduje z miastem { $end_city } ({ $end_code }) na { $end ->
        [left] lewym
       *[right] prawym
    } krańcu twojej trasy
thurn-taxis-error-no-route = nie masz jeszcze trasy; otwórz ją: `new <miasto>`
thurn-taxis-error-second-card-extends = z pomocą Kuriera druga karta musi przedłużyć trasę
thurn-taxis-error-route-too-short = zamknąć można trasę z co najmniej 3 kart; twoja ma { $cards ->
        [one] { $cards } kartę
        [few] { $cards } karty
       *[many] { $cards } kart
    }
thurn-taxis-error-no-house-in = na twojej trasie nie ma miasta prowincji { $province }, w którym możesz jeszcze postawić domek
thurn-taxis-error-no-house-here = w mieście { $city } ({ $code }) nie możesz teraz postawić domku: { $reason }
thurn-taxis-no-house-already-there = masz tam już domek
thurn-taxis-no-house-not-on-route = tego miasta nie ma na zamykanej trasie
thurn-taxis-no-house-province-served = prowincja { $province } dostała już domek przy tym zamykaniu
thurn-taxis-error-bad-keep = zostaw na ręce dokładnie { $cards ->
        [one] { $cards } kartę
        [few] { $cards } karty
       *[many] { $cards } kart
    } (w kolejności z listy /moves)
thurn-taxis-error-not-now = tego ruchu nie można teraz wykonać

## Podpowiedzi zapisu (po „… to nie jest ruch;”)

thurn-taxis-hint-moves = ruchy to `official <postmaster|carrier|administrator|cartwright>`, `draw <1-6|deck>`, `route left|right <miasto>`, `new <miasto>`, `close each|<prowincja>`, `house <miasto>`, `keep <miasto> <miasto> <miasto>` i `end`; miasta to kody z planszy, np. nue, reg, aug
thurn-taxis-hint-not-a-city = `{ $word }` to nie miasto; użyj 3-literowych kodów z planszy (nue, reg, aug …)
thurn-taxis-hint-one-city = po `{ $verb }` podaj jedno miasto
thurn-taxis-hint-no-official = aby obejść się bez urzędnika, po prostu weź kartę: `draw 3` albo `draw deck`
thurn-taxis-hint-officials = urzędnicy to postmaster (Naczelnik), carrier (Kurier), administrator (Rządca) i cartwright (Rzemieślnik)
thurn-taxis-hint-official-name = napisz `official <nazwa>`
thurn-taxis-hint-draw-slot = weź kartę z odkrytego pola 1–{ $slots } albo z talii dociągu: `draw 3`, `draw deck`
thurn-taxis-hint-draw = `draw 3` albo `draw deck`
thurn-taxis-hint-route = `route left <miasto>` albo `route right <miasto>`
thurn-taxis-hint-close-province = `close each` (domek w każdej prowincji) albo `close <prowincja>` (baiern, baden …)
thurn-taxis-hint-close = `close each` albo `close <prowincja>`

## Opcje

thurn-taxis-option-carriage-points = `table` (2/3/5/7/10, domyślnie) albo `face` (3–7)
thurn-taxis-option-all-provinces = `all` (domyślnie) albo `outside-baiern`

## Podsumowania

thurn-taxis-summary-display = Odkryte karty: { $display }. Talia dociągu: { $deck ->
        [one] { $deck } karta
        [few] { $deck } karty
       *[many] { $deck } kart
    }, stos kart zużytych: { $discard ->
        [one] { $discard } karta
        [few] { $discard } karty
       *[many] { $discard } kart
    }.
thurn-taxis-summary-tiles = Żetony premii: { $stacks }.
thurn-taxis-summary-stack = „{ $tile }”: wierzchni { $top } (jeszcze { $left ->
        [one] { $left } żeton
        [few] { $left } żetony
       *[many] { $left } żetonów
    })
thurn-taxis-summary-stack-empty = „{ $tile }”: brak żetonów
thurn-taxis-summary-final-round = Runda finałowa: żeton premii „koniec gry” ma { $who }.
thurn-taxis-summary-player = { $who }: na ręce { $hand ->
        [one] { $hand } karta
        [few] { $hand } karty
       *[many] { $hand } kart
    }; trasa: { $route }; powóz: { $carriage ->
        [0] brak
       *[other] { $carriage }
    }; żetony: { $tiles ->
        [one] { $tiles } punkt
        [few] { $tiles } punkty
       *[many] { $tiles } punktów
    }; w zapasie { $houses ->
        [one] { $houses } domek
        [few] { $houses } domki
       *[many] { $houses } domków
    } (domki w miastach: { $cities }); wynik: { $score }
thurn-taxis-summary-hand = Na ręce masz { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    }: { $cards }.
thurn-taxis-summary-hand-empty = Nie masz kart na ręce.

## Punktacja końcowa

thurn-taxis-score-carriage = najlepszy powóz
thurn-taxis-score-tiles = żetony premii
thurn-taxis-score-game-end = żeton premii „koniec gry”
thurn-taxis-score-houses = niewystawione domki
thurn-taxis-tiebreak = żeton premii „koniec gry”, potem gracz siedzący najbliżej po lewej stronie od jego posiadacza

## Zasady (/rules)

thurn-taxis-rules-overview = Thurn und Taxis, od 2 do 4 graczy. Każdy buduje z kart miast trasy pocztowe przez południowe Niemcy i sąsiednie kraje, a zamykając je, stawia w miastach domki (urzędy pocztowe), zbiera żetony premii i coraz lepsze powozy. Gdy ktoś zdobędzie powóz o wartości 7 albo postawi swój ostatni, dwudziesty domek, bieżącą rundę rozgrywa się do końca (runda finałowa) i gra się kończy. Wynik: wartość najlepszego powozu + punkty z żetonów premii − liczba niewystawionych domków.
    .topic = przegląd
thurn-taxis-rules-turn = Tura ma trzy kroki w stałej kolejności: 1. musisz dodać na rękę jedną kartę miasta – jedną z 6 odkrytych (puste pole od razu uzupełnia się z talii dociągu) albo kartę z wierzchu talii dociągu (gdy talia się wyczerpie, tasuje się stos kart zużytych i tworzy z niego nową); 2. musisz zagrać jedną kartę z ręki na swoją trasę; 3. możesz zamknąć trasę, jeśli ma co najmniej 3 karty. W każdej turze możesz skorzystać z pomocy jednego urzędnika, zanim weźmiesz kartę. Kolejno: `draw …` (albo najpierw `official …`), potem `route …`/`new …`, na koniec `close …` albo `end`.
    .topic = tura
thurn-taxis-rules-officials = Najwyżej jeden urzędnik na turę. Naczelnik: bierzesz drugą kartę miasta; w pierwszej rundzie korzystają z niego wszyscy, a także każdy, kto zaczyna turę bez kart na ręce – wtedy wybiera się go za ciebie. Kurier: możesz dołożyć do trasy drugą kartę. Rządca: zanim weźmiesz kartę, wymieniasz wszystkie sześć odkrytych kart na nowe. Rzemieślnik: przy zamykaniu bierzesz kolejny powóz, nawet jeśli trasie brakuje do niego 1 lub 2 kart (przy braku 3 kart już nie pomoże).
    .topic = urzędnicy
thurn-taxis-rules-routes = Masz tylko jedną trasę naraz. Kartę dokładasz na lewym albo prawym krańcu trasy, jeśli jej miasto leży na planszy tuż obok miasta z tego krańca i nie ma go jeszcze na trasie; nie wolno wsuwać kart między leżące ani zmieniać ich kolejności. Kolor prowincji nie ma wpływu na budowanie tras. Jeśli nie możesz lub nie chcesz przedłużyć trasy, odrzucasz ją bez punktów i zagraną kartą otwierasz nową (`new <miasto>`).
    .topic = trasy
thurn-taxis-rules-closing = Zamknąć można trasę z co najmniej 3 kart. A. Domki: albo 1 domek w 1 mieście każdej prowincji, przez którą biegnie trasa (`close each`, a gdzie jest wybór – `house <miasto>`), albo 1 domek w każdym mieście trasy w jednej prowincji (`close <prowincja>`); w jednym mieście możesz mieć tylko 1 swój domek. B. Żetony premii: za trasę z 5, 6 albo 7 i więcej kart bierzesz wierzchni żeton premii za długą trasę tej długości (gdy go brak – najbliższy niższy dostępny); za domki we wszystkich miastach Baiern, Baden albo pary prowincji (Württemberg/Hohenzollern, Schweiz/Tyrol, Böhmen/Salzburg) – wierzchni żeton tego stosu, najwyżej jeden z każdego stosu; za domek w każdej prowincji – żeton „wszystkie prowincje”. C. Powóz: kolejny w ścisłej kolejności 3, 4, 5, 6, 7, jeśli trasa ma co najmniej tyle kart, ile wynosi jego wartość. D. Odrzucasz karty trasy i zmniejszasz liczbę kart na ręce do 3 (`keep <miasto> <miasto> <miasto>`).
    .topic = zamykanie
thurn-taxis-rules-end = Kto pierwszy zdobędzie powóz o wartości 7 albo postawi ostatni ze swoich domków, bierze żeton premii „koniec gry” (1 punkt); runda jest rozgrywana do końca, więc ostatnią turę ma gracz siedzący przed pierwszym graczem. Wynik: najlepszy powóz (wartość 3→2, 4→3, 5→5, 6→7, 7→10 punktów; z opcją carriage_points=face liczy się liczba na powozie) + żetony premii − niewystawione domki. Przy remisie wygrywa posiadacz żetonu „koniec gry”, a gdy go wśród remisujących nie ma – ten, kto siedzi najbliżej po jego lewej stronie. Opcja all_provinces=outside-baiern: żeton „wszystkie prowincje” wymaga domku w każdej prowincji poza Baiern.
    .topic = koniec
thurn-taxis-rules-notation = Miasta zapisuje się 3-literowymi kodami z planszy: car fre man (Baden), aug ing kem mue nue pas reg wue (Baiern), bud pil (Böhmen), sig (Hohenzollern), lod (Polen), lin sal (Salzburg), bas zue (Schweiz), inn (Tyrol), stu ulm (Württemberg); działają też pełne nazwy (Nürnberg, Norymberga). Ruchy: `draw 1`…`draw 6` (odkryte pole) albo `draw deck` (bez urzędnika) lub najpierw `official postmaster|carrier|administrator|cartwright`, `route left nue` / `route right ing` (albo samo `route ing`, gdy pasuje tylko jeden kraniec), `new nue` (odrzuć trasę i otwórz nową), `close each` / `close baiern`, `house ing`, `keep nue reg aug`, `end` (koniec tury bez zamykania). Można też pisać po polsku: `weź`/`wez`/`dobierz` zamiast `draw` (`talia` zamiast `deck`), `urzędnik` zamiast `official` (z nazwami naczelnik, kurier, rządca, rzemieślnik), `trasa`/`dodaj`/`zagraj` zamiast `route` z `lewo`/`prawo` zamiast `left`/`right`, `nowa` zamiast `new`, `zamknij` zamiast `close` (`każda` zamiast `each`), `domek` zamiast `house`, `zostaw` zamiast `keep`, `koniec`/`zakończ` zamiast `end`.
    .topic = zapis
