# Texts drawn on Kontor's pictures (boards, hands, score charts), Polish. Game terms follow
# docs/glossary.md.

## Shared

render-seat = Gracz { $n }
render-you = { $name } (ty)
render-to-act = na ruchu
render-and-list = { $first } i { $last }
render-cards = { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[many] { $cards } kart
}
render-hand-title = Karty na ręce: { $who }
render-hand-empty = brak kart na ręce
render-game-over = Koniec gry
render-game-over-note = koniec gry
render-game-over-winners = { $count ->
    [one] Koniec gry: wygrywa { $who }
    [few] Koniec gry: { $who } dzielą się zwycięstwem
   *[many] Koniec gry: { $who } dzielą się zwycięstwem
}
render-place = { $place ->
   *[other] { $place }.
}

## Final score chart

render-chart-title = Wyniki końcowe
render-chart-winners = { $count ->
    [one] Wygrywa { $who }
    [few] { $who } dzielą się zwycięstwem
   *[many] { $who } dzielą się zwycięstwem
}
render-chart-points = punkty
render-chart-place = { $place }. { $name }

## Score over time chart

render-timeline-title = Punkty w trakcie gry
render-timeline-turn = tura
render-timeline-end = koniec

## Traders of Carthage

render-carthage-start-player = gracz rozpoczynający: { $who }
render-carthage-colour = { $colour ->
    [red] czerwony
    [blue] niebieski
    [yellow] żółty
   *[green] zielony
}
render-carthage-empty = puste
render-carthage-choosing-token = { $who } wybiera początkowy znacznik realizacji
render-carthage-choosing-token-hint = wpisz: token red · token blue · token yellow · token green
render-carthage-turn = Tura gracza { $who }: zakup, wzięcie monet lub rezerwacja
render-carthage-turn-hint = wpisz: buy · take <karta|m#> · reserve <karta|m#|farm#>   (np. take m2, reserve farm1)
render-carthage-paying = { $who } płaci { $cost ->
    [one] { $cost } monetę
    [few] { $cost } monety
   *[many] { $cost } monet
}: zapłacono { $paid }
render-carthage-paying-hint = wpisz: pay <karta> (np. pay r5), aż zakup zostanie opłacony
render-carthage-raid = Piraci napadają { $count ->
    [one] statek
    [few] statki
   *[many] statki
}: { $colours }! { $who } może chronić towary
render-carthage-raid-hint = wpisz: protect <karty> (ikony przechowywania chronią towary) · done
render-carthage-paid = zapłacono:
render-carthage-raided = napadnięte:
render-ranking-detail = { $points } pkt   { $tiebreaks }
render-carthage-ships = Statki
render-carthage-ships-note = zakup przesuwa statek każdego kupionego koloru o 1 pole (o 2 za dwie lub więcej kart); w Kartaginie jest Dzień Wypłaty
render-carthage-space = { $space ->
    [alexandria] Aleksandria
    [open-sea] Otwarte morze
    [cyrenaica] Cyrenajka
    [pirates] Piraci
   *[carthage] Kartagina
}
render-carthage-space-start = port
render-carthage-space-anchor = kotwica: bezpiecznie
render-carthage-space-raid = napad!
render-carthage-space-payday = Dzień Wypłaty
render-carthage-market = Rynek
render-carthage-buy-all = { $who }: zakup całości za { $cost ->
    [one] { $cost } monetę
    [few] { $cost } monety
   *[many] { $cost } monet
}
render-carthage-farm = Farma
render-carthage-reserve-only = tylko rezerwacja
render-carthage-piles = Stosy
render-carthage-discard = odrzucone
render-carthage-deck = talia
render-carthage-victory-points = punkty zwycięstwa: { $points }
render-carthage-hand-summary = { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[many] { $cards } kart
} o wartości { $coins ->
    [one] { $coins } monety
    [few] { $coins } monet
   *[many] { $coins } monet
}
render-carthage-hand-paying = płacisz { $cost ->
    [one] { $cost } monetę
    [few] { $cost } monety
   *[many] { $cost } monet
}, zapłacono już { $paid }: wpisz pay <karta>, np. pay { $example }
render-carthage-hand-protecting = piraci! wpisz protect <karty>, aby odrzucić karty, których ikony przechowywania chronią towary, albo done
render-carthage-hand-turn = twoja tura: buy · take <karta|m#> · reserve <karta|m#|farm#>
render-carthage-hand-coins = karty to monety: 2 (dwie ikony przechowywania), 3 (jedna ikona) lub 5 (bez ikon)
render-carthage-hand-size = na ręce: { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
   *[many] { $cards } kart
}
render-carthage-marker-free = znacznik: wolny
render-carthage-marker-on = znacznik: na { $place }
render-carthage-marker-in-use = znacznik: w użyciu
render-carthage-vp = punkty: { $points }
render-carthage-start-player-flag = gracz rozpoczynający
render-carthage-goods = { $goods ->
    [0] { $colour }: brak
   *[other] { $colour }: { $goods }
}
render-carthage-no-tokens = brak znaczników
render-carthage-tokens = { $tokens ->
    [one] znacznik ×{ $tokens }
    [few] znaczniki ×{ $tokens }
   *[many] znaczników ×{ $tokens }
}

## Thurn und Taxis

render-thurn-taxis-over-winner = koniec gry · zwycięzca: { $who }
render-thurn-taxis-turn = { $who }: { $step ->
    [start] dodaje kartę na rękę (lub korzysta z pomocy urzędnika)
    [draw-two] dodaje dwie karty na rękę
    [draw] dodaje kartę na rękę
    [play] zagrywa kartę
    [play-second] zagrywa drugą kartę lub zamyka trasę
    [close] zamyka trasę lub kończy turę
    [housing] ustawia domki
    [discard] zostawia 3 karty na ręce
   *[none] {""}
}{ $round ->
    [final] {" · runda finałowa"}
    [first] {" · pierwsza runda"}
   *[other] {""}
}
render-thurn-taxis-stack-route = trasa { $length }
render-thurn-taxis-stack-all-provinces = wszystkie prowincje
render-thurn-taxis-stack-game-end = koniec gry
render-thurn-taxis-no-route-yet = brak trasy
render-thurn-taxis-route = trasa: { $cities }
render-thurn-taxis-hand-turn = twoja tura: zagrywaj przez route left|right <kod>, new <kod>, keep <kody>
render-thurn-taxis-hand-codes = wpisuj miasta kodem z karty: route right nue, new aug, keep nue reg aug
render-thurn-taxis-map = Mapa
render-thurn-taxis-map-note = miasta według kodów · kolorowe ścieżki to aktualne trasy · znaczniki to domki
render-thurn-taxis-first-player = pierwszy gracz
render-thurn-taxis-game-end-tile = żeton „koniec gry”
render-thurn-taxis-stats = ręka { $hand } · domki { $houses } · powóz { $carriage ->
    [0] brak
   *[other] { $carriage }
} · wynik { $score }
render-thurn-taxis-no-tiles = żetony premii: brak
render-thurn-taxis-tiles = żetony premii: { $tiles }
render-thurn-taxis-route-heading = trasa
render-thurn-taxis-no-route = brak trasy
render-thurn-taxis-face-up = Odkryte karty
render-thurn-taxis-draw-note = draw 1–6
render-thurn-taxis-piles = talia dociągu { $deck } · stos kart zużytych { $discard }
render-thurn-taxis-bonus-tiles = Żetony premii (wartość na wierzchu)
render-thurn-taxis-carriages = Pozostałe powozy

## Hansa Teutonica

render-hansa-country = { $country ->
    [England] Anglia
    [Wales] Walia
   *[Scotland] Szkocja
}
render-hansa-ability = { $ability ->
    [keys] Klucze miejskie
    [actiones] Akcje
    [privilegium] Przywileje
    [liber] Księga mądrości
   *[bank] Bank
}
render-hansa-privilege = { $colour ->
    [white] biel
    [orange] oranż
    [pink] róż
   *[black] czerń
}
render-hansa-token = { $token ->
    [extra] Dodatkowa placówka
    [swap] Zamiana placówek
    [upgrade] Rozwinięcie 1 zdolności
    [actions3] +3 akcje
    [actions4] +4 akcje
    [remove] Usunięcie 3 handlarzy
   *[move] Ruch 3 handlarzami
}
# Skróty na obrazku (objaśnia je legenda; ruchy nazywają żetony słowami).
render-hansa-token-short = { $token ->
    [extra] +P
    [swap] ZM
    [upgrade] RZ
    [actions3] +3
    [actions4] +4
    [remove] U3
   *[move] P3
}
render-hansa-perk-short = { $perk ->
    [M2] P2
    [PR] PR
    [GO] ZI
    [P2] S2
   *[WS] WS
}
render-hansa-perk = { $perk ->
    [M2] ruch 2 wybranych handlarzy
    [PR] rozwinięcie zdolności Przywileje
    [GO] założenie placówki w (żółto)-zielonym mieście
    [P2] umieszczenie 2 handlarzy ze szlaku na wolnych polach
   *[WS] umieszczenie 2 handlarzy w Walii lub Szkocji
}
render-hansa-favour = { $favour ->
    [anywhere] przemieszczeni handlarze mogą trafić na dowolny szlak
    [action] +1 akcja w każdej turze
    [income] +1 handlarz, gdy inny gracz wykonuje Pozyskanie handlarzy
    [reinforce] 2 dodatkowych handlarzy, gdy twój sprzedawca zostanie przemieszczony
    [cities] 4 punkty renomy za każde kontrolowane miasto na koniec gry
   *[abilities] 7 punktów renomy za każdą w pełni rozwiniętą zdolność na koniec gry
}
render-hansa-status = tura { $turn } · { $phase } · zajęte miasta { $full }/{ $end } · pula żetonów { $stack }
render-hansa-displaced = { $neutral ->
    [yes] { $who } umieszcza przemieszczonych neutralnych handlarzy
   *[no] { $who } umieszcza przemieszczonych handlarzy
}
render-hansa-placing-token = { $who } umieszcza żeton premii ({ $token })
render-hansa-placing-a-token = { $who } umieszcza żeton premii
render-hansa-neutral-office = { $who } wybiera neutralną placówkę
render-hansa-perk-use = { $who } korzysta ze stałego żetonu premii: { $perk }
render-hansa-perk-move = { $who } porusza do { $left } handlarzy (stały żeton premii)
render-hansa-to-play = { $who } gra, { $left } z { $allowed } akcji do wykonania
render-hansa-green-city = zielone miasto
render-hansa-permits = pozwolenie: { $countries }
render-hansa-east-west = Wschód-Zachód
render-hansa-full = zajęte
render-hansa-points-short = { $points } pkt
render-hansa-desk-keys = Klucze
render-hansa-desk-actions = Akcje
render-hansa-desk-privilege = Przywileje
render-hansa-desk-liber = Księga
render-hansa-desk-bank = Bank
render-hansa-desk-supply = Osobista S/K
render-hansa-desk-general = Wspólna
render-hansa-desk-tokens = Żetony
render-hansa-desk-tokens-value = { $held } + { $used } użyte
render-hansa-legend-base = kwadrat = sprzedawca, dysk = kupiec · kolory pól placówek białe/pomarańczowe/różowe/czarne = przywilej · moneta = punkty z planszy · żetony premii: +P dodatkowa placówka, ZM zamiana placówek, RZ rozwinięcie zdolności, +3/+4 akcje, U3 usunięcie 3 handlarzy, P3 przemieszczenie 3 handlarzy
render-hansa-legend-sea = niebieska droga = morski szlak handlowy, nM = pole z symbolem łodzi (tylko kupcy) · stałe żetony premii: P2 przemieszczenie 2 handlarzy, PR rozwinięcie Przywilejów, ZI placówka w zielonym mieście, S2 umieszczenie 2 handlarzy ze szlaku, WS umieszczenie 2 handlarzy w Walii lub Szkocji
render-hansa-legend-green = zielone pole = (żółto)-zielone miasto: placówki tylko dzięki premii ZI lub dodatkowej placówce; jedna wystarcza, by było w pełni zajęte
render-hansa-legend-favour = Kafelki przychylności cesarza na wystawie: { $tiles }
render-hansa-legend-favour-none = Kafelki przychylności cesarza na wystawie: brak
render-hansa-legend-countries = brązowy = Walia, ciemnoniebieski = Szkocja: umieszczenie lub przemieszczenie tam wymaga placówki najdalej na prawo w mieście z pozwoleniem (raz na turę każde)
render-hansa-your-desk = Twój sekretarzyk
render-hansa-desk-note = { $who } · { $points ->
    [one] { $points } punkt renomy
    [few] { $points } punkty renomy
   *[many] { $points } punktów renomy
}
render-hansa-mission = Tajna misja: { $cities } (1 punkt renomy za każde miasto z twoją placówką, 5 więcej za kontrolę wszystkich trzech)

## The Quest for El Dorado

render-el-dorado-power = { $kind ->
    [machete] { $power } { $power ->
        [one] maczeta
        [few] maczety
       *[many] maczet
    }
    [paddle] { $power } { $power ->
        [one] wiosło
        [few] wiosła
       *[many] wioseł
    }
    [coin] { $power } { $power ->
        [one] moneta
        [few] monety
       *[many] monet
    }
    [any] { $power } × joker
   *[action] akcja specjalna
}
render-el-dorado-card = { $code ->
    [explorer] Globtroter
    [traveler] Turystka
    [sailor] Marynarz
    [scout] Zwiadowca
    [trailblazer] Odkrywca
    [pioneer] Pionier
    [giant-machete] Wielka maczeta
    [captain] Kapitan
    [photographer] Fotoreporterka
    [journalist] Dziennikarka
    [treasure-chest] Skrzynia skarbów
    [millionaire] Milionerka
    [jack-of-all-trades] Przewodnik
    [adventurer] Podróżniczka
    [prop-plane] Hydroplan
    [transmitter] Nadajnik
    [cartographer] Kartograf
    [compass] Kompas
    [scientist] Dr botaniki
    [travel-log] Dziennik podróży
    [native] Tubylec
   *[other] { $code }
}
render-el-dorado-cave-token = { $code ->
    [tm1] Maczeta 1
    [tm2] Maczeta 2
    [tm3] Maczeta 3
    [tp1] Wiosło 1
    [tp2] Wiosło 2
    [tc1] Moneta 1
    [tc2] Moneta 2
    [tdraw] Dobranie karty
    [tremove] Usunięcie karty
    [treplace] Wymiana kart
    [tkeep] Zachowanie karty jednorazowej
    [tpass] Przejście przez zajęte pola
    [tnative] Żeton Tubylca
    [tchange] Zmiana symbolu
   *[other] { $code }
}
render-el-dorado-symbol = { $symbol ->
    [machete] { $n ->
        [one] maczeta
        [few] maczety
       *[many] maczet
    }
    [paddle] { $n ->
        [one] wiosło
        [few] wiosła
       *[many] wioseł
    }
   *[coin] { $n ->
        [one] moneta
        [few] monety
       *[many] monet
    }
}
render-el-dorado-course = { $code ->
    [first-game] trasa do pierwszej rozgrywki
    [hills-of-gold] Złote Wzgórza
    [home-stretch] Ostatnia Prosta
    [winding-paths] Kręte Ścieżki
    [serpentine] Serpentyna
    [swamplands] Mokradła
    [witchs-cauldron] Kocioł Czarownicy
   *[other] { $code }
}
render-el-dorado-random-course = Losowa trasa { $seed }
render-el-dorado-to-play = tura gracza { $who }
render-el-dorado-cost = koszt { $cost }{ $single ->
    [yes] {" ✗ jednorazowa"}
   *[no] {""}
}
render-el-dorado-on-market = na rynku
render-el-dorado-beside = obok rynku
render-el-dorado-market = Rynek
render-el-dorado-market-free = Rynek ({ $free ->
    [one] { $free } wolne miejsce
    [few] { $free } wolne miejsca
   *[many] { $free } wolnych miejsc
}: można kupić kartę z dowolnego stosu poniżej)
render-el-dorado-free-slot = wolne miejsce
render-el-dorado-expeditions = Ekspedycje
render-el-dorado-pawn-at = { $pawn ->
    [pawn1] pawn1 na { $at }
    [pawn2] pawn2 na { $at }
   *[other] na { $at }
}
render-el-dorado-player-line = { $pawns } · ręka { $hand } · stos dobierania { $draw } · wykorzystane { $discard } (na wierzchu: { $top })
render-el-dorado-blockades = blokady { $blockades }
render-el-dorado-tokens = żetony { $tokens }
render-el-dorado-turn-mark = tura
render-el-dorado-hand-note = stos dobierania { $draw } · wykorzystane { $discard }
render-el-dorado-in-play = w grze: { $source } (pozostało: { $left } { $symbol })
render-el-dorado-hand-tokens = Żetony jaskiń: { $tokens }
render-el-dorado-hand-blockades = Blokady: { $blockades }
render-el-dorado-pays = wartość { $value }
render-el-dorado-single-use = ✗ jednorazowa
