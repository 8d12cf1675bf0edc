# Jeden stół w dwóch miejscach (/bridge) i jeden gracz na dwóch platformach (/link): bridge.rs, link.rs, codes.rs.

## Kody

homes-code-trouble = Kontor nie mógł teraz utworzyć kodu. Spróbuj ponownie za chwilę.
homes-code-tries = W ciągu ostatnich dziesięciu minut wypróbowano { $n } kodów. Odczekaj kilka minut i wpisz kod ponownie: to osiem liter i cyfr, na przykład `K7Q2-M9XD`.
homes-code-malformed = `{ $code }` nie jest kodem Kontora: kod to osiem liter i cyfr, na przykład `K7Q2-M9XD`.
homes-code-unknown = Nie ma takiego kodu: może zawiera literówkę albo został już użyty (kod działa raz). Poproś o nowy tam, gdzie go dostałeś.
homes-code-expired = Ten kod wygasł (kod działa 10 minut). Poproś o nowy tam, gdzie go dostałeś.

## Jeden gracz na dwóch platformach

homes-link-code =
    Twój kod: **{ $code }**
    Na drugiej platformie wyślij Kontorowi `/link { $code }` w ciągu { $minutes } minut. Kod działa raz, dla konta, które go tam wpisze; nie dawaj go nikomu.
homes-link-already = To konto jest już połączone z Twoim kontem na platformie { $platform }. Najpierw rozdziel je: `/unlink`.
homes-link-bridge-code = Ten kod jest do `/bridge`, które łączy dwa czaty: wpisuje go moderator na drugim czacie.
homes-link-same-platform = Ten kod wydano na platformie { $platform }: wpisz go w Kontorze na drugiej platformie, z konta, które chcesz połączyć.
homes-link-holder-linked = Konto, które poprosiło o ten kod, jest już połączone z innym; najpierw musi użyć `/unlink`.
homes-link-done = To konto i Twoje konto na platformie { $platform } są teraz jednym graczem: jeden język, jedne godziny ciszy i nieobecności (te z konta na platformie { $platform }), a `/games` pokazuje gry obu. W każdej grze grasz kontem, z którego do niej dołączyłeś. `/unlink` znów je rozdziela.
homes-link-done-holder = Twoje konto na platformie { $platform } jest teraz połączone z tym: jeden gracz, z językiem, godzinami ciszy i nieobecnościami tego konta. Jeśli to nie Ty, wyślij teraz `/unlink`.
homes-unlink-none = To konto nie jest połączone z innym. `/link` daje kod, żeby je połączyć.
homes-unlink-done = To konto i Twoje konto na platformie { $platform } są znów dwoma graczami, każde z własnymi ustawieniami.

## Jeden stół w dwóch miejscach

homes-bridge-moderators = Tylko moderator tego czatu może połączyć go mostem z innym czatem albo zakończyć most.
homes-bridge-code =
    Kod mostu dla tego czatu: **{ $code }**
    Na czacie na drugiej platformie moderator wysyła `/bridge { $code }` w ciągu { $minutes } minut. Kod działa raz.
homes-bridge-already = Ten czat jest już połączony mostem z czatem na platformie { $platform }. Najpierw zakończ ten most: `/unbridge`.
homes-bridge-link-code = Ten kod jest do `/link`, które łączy dwa konta jednego gracza: jego właściciel wpisuje go prywatnie na drugiej platformie.
homes-bridge-same-chat = Ten kod powstał na tym właśnie czacie: wpisz go na czacie na drugiej platformie.
homes-bridge-other-bridged = Czat, który poprosił o ten kod, został w międzyczasie połączony z innym czatem. Moderator tamtego czatu musi najpierw użyć `/unbridge`.
homes-bridge-game-open = Gra #{ $id } jest wciąż otwarta na jednym z dwóch czatów. Czaty łączy się między grami: najpierw dokończcie ją albo zamknijcie przez `/abandon`.
homes-bridged = { $who } łączy ten czat mostem z czatem na platformie { $platform }: od teraz to jeden stół. Gra otwarta tu albo tam toczy się na obu; każdy ruch i post widać na obu, a karty trafiają prywatnie do każdego gracza tam, skąd dołączył. `/unbridge` (moderator dowolnego z czatów) kończy most.
homes-unbridged = { $who } kończy most: te dwa czaty to znów osobne stoły.
homes-unbridged-game = Gra #{ $id } zostaje na czacie na platformie { $platform }, na którym ją otwarto.
homes-unbridge-none = Ten czat nie jest połączony mostem z innym. `/bridge` daje kod, żeby go połączyć.
