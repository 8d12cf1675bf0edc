//! The Big Box boards ("Alternatywne plansze"): ship spaces that take merchants only, Britannia's
//! countries and permissions, the (yellow-)green cities of the East board and the permanent
//! bonuses printed on sea routes.

use kontor_engine::text;

use crate::board::{Ability, ENGLAND, Perk};
use crate::ids::{CityId, RouteId, SpaceId};
use crate::piece::Piece;
use crate::refusal::RuleError;
use crate::state::{Hansa, Log, Phase};
use crate::turn::{ExtraSource, kind_word, who};

impl Hansa {
    // ----- spaces -----

    /// Whether a piece of this kind may be put on the free space `s`: the space takes the kind and
    /// is the first free space of its type on its route (spaces of one type are alike, so a piece
    /// always takes the first free one; on land routes all spaces are of one type).
    pub(crate) fn is_spot(&self, s: usize, merchant: bool) -> bool {
        let b = self.board();
        if !self.spaces[s].is_empty() || !b.accepts(s, merchant) {
            return false;
        }
        let start = usize::from(b.route(b.space_route[s]).first_space);
        let ship = b.space_merchant_only[s];
        (start..s).all(|i| !self.spaces[i].is_empty() || b.space_merchant_only[i] != ship)
    }

    /// Where a piece of this kind goes on a route when moved there: a merchant takes a ship space
    /// if one is free (leaving land spaces to traders), otherwise the first free space it may take.
    pub(crate) fn route_spot(&self, route: RouteId, merchant: bool) -> Option<usize> {
        let b = self.board();
        let range = self.route_spaces(route);
        let free = |want_ship: bool| {
            range.clone().find(|&s| self.spaces[s].is_empty() && b.space_merchant_only[s] == want_ship)
        };
        if merchant { free(true).or_else(|| free(false)) } else { free(false) }
    }

    // ----- countries (Britannia) -----

    /// Whether a piece may go from route `from` to route `to`: within its country or into England
    /// (moves and displaced pieces), or only within its country (`strict`: the Move-3 token and the
    /// "move 2 pieces" bonus). Always true on boards without countries.
    pub(crate) fn country_ok(&self, from: RouteId, to: RouteId, strict: bool) -> bool {
        let b = self.board();
        let (a, z) = (b.route(from).country, b.route(to).country);
        a == 0 || a == z || (!strict && z == ENGLAND)
    }

    /// The permission city `me` would use to place or displace on `space` (Britannia: Wales and
    /// Scotland need the right-most office in a permission city, each city once per turn):
    /// `Ok(None)` when no permission is needed. Cities permitting one country are used before
    /// London, which permits both.
    #[inline]
    pub(crate) fn permit(&self, me: u8, space: usize) -> Result<Option<CityId>, RuleError> {
        if self.board().plain { Ok(None) } else { self.permit_city(me, space) }
    }

    /// `permit` on a board with countries.
    fn permit_city(&self, me: u8, space: usize) -> Result<Option<CityId>, RuleError> {
        let b = self.board();
        let country = b.space_country(space);
        if country == 0 || country == ENGLAND {
            return Ok(None);
        }
        let mut best: Option<(u32, CityId)> = None;
        for (c, city) in b.city_ids().zip(&b.cities) {
            if city.permits & country == 0 || u64::from(self.permits_used) & c.bit() != 0 {
                continue;
            }
            let slots = &self.offices[self.city_slots(c)];
            let Some(&right) = slots.iter().rev().find(|&&q| !q.is_empty()) else { continue };
            if right.owner() == me && best.is_none_or(|(n, _)| city.permits.count_ones() < n) {
                best = Some((city.permits.count_ones(), c));
            }
        }
        match best {
            Some((_, c)) => Ok(Some(c)),
            None => Err(RuleError::NeedsPermission { space: b.space_name(SpaceId::from_index(space)) }),
        }
    }

    /// Uses up the permission for `space`, if one is needed.
    pub(crate) fn use_permit(&mut self, me: u8, space: usize, log: &mut Log) {
        if let Ok(Some(c)) = self.permit(me, space) {
            self.permits_used |= 1 << c.index();
            let b = self.board();
            log.public(|| text!("hansa-ev-permission", who = who(me), city = b.city(c).text()));
        }
    }

    // ----- green cities (East) -----

    /// An office in a (yellow-)green city: `right` for the sea-route bonus (right of those there),
    /// else left of them (Extra office token). The first office makes the city full.
    pub(crate) fn green_office(&mut self, seat: u8, city: CityId, pc: Piece, right: bool, log: &mut Log) {
        let first = !self.extras.iter().any(|&(c, _)| c == city);
        if right {
            self.extras.insert(0, (city, pc));
            let n = self.board().cities.len();
            self.bonus_offices.resize(n, 0);
            self.bonus_offices[city.index()] += 1;
        } else {
            self.extras.push((city, pc));
        }
        let b = self.board();
        log.public(|| {
            let name = b.city(city).text();
            text!("hansa-ev-green-office", who = who(seat), city = name, kind = kind_word(pc.is_merchant()))
        });
        if first {
            self.count_full_city(city, log);
        }
        self.east_west_check(seat, log);
    }

    // ----- the Swap offices token -----

    /// How many offices of a city the Swap offices token may reach, counted from the left: the
    /// printed slots, or in a (yellow-)green city the offices founded by the sea-route bonus.
    /// Offices founded with the Extra office token stand further left and are never swapped.
    pub(crate) fn swap_slots(&self, city: CityId) -> usize {
        let c = &self.board().city(city);
        if c.green {
            usize::from(self.bonus_offices.get(city.index()).copied().unwrap_or(0))
        } else {
            c.offices.len()
        }
    }

    /// Index in `extras` of a green city's `i`-th bonus office from the left.
    fn bonus_office_index(&self, city: CityId, i: usize) -> usize {
        let k = self.swap_slots(city);
        // The city's entries in `extras` run from right to left, bonus offices first.
        self.extras
            .iter()
            .enumerate()
            .filter(|(_, (c, _))| *c == city)
            .nth(k - 1 - i)
            .map(|(at, _)| at)
            .expect("bonus office")
    }

    /// The piece on the `i`-th swappable office of a city from the left (`Piece::EMPTY` if free).
    pub(crate) fn swap_piece(&self, city: CityId, i: usize) -> Piece {
        if self.board().city(city).green {
            self.extras[self.bonus_office_index(city, i)].1
        } else {
            self.offices[self.city_slots(city).start + i]
        }
    }

    /// Swap offices token: offices `i` and `i + 1` of a city (as counted by `swap_slots`) change
    /// places.
    pub(crate) fn swap_offices(&mut self, city: CityId, i: usize) {
        if self.board().city(city).green {
            let (a, b) = (self.bonus_office_index(city, i), self.bonus_office_index(city, i + 1));
            let (pa, pb) = (self.extras[a].1, self.extras[b].1);
            self.extras[a].1 = pb;
            self.extras[b].1 = pa;
        } else {
            let a = self.city_slots(city).start + i;
            self.offices.swap(a, a + 1);
        }
    }

    // ----- permanent bonuses (sea routes) -----

    /// After establishing `route`: its printed bonus, if any, becomes the next step.
    pub(crate) fn start_perk(&mut self, route: RouteId, kept: [u8; 2]) {
        let Some(perk) = self.board().route(route).perk else { return };
        if self.ending.is_some() {
            return;
        }
        self.phase = match perk {
            Perk::MoveAny2 => Phase::PerkMove { left: 2, lifted: None },
            _ => Phase::Perk { route, perk, left: 2, pieces: kept },
        };
    }

    /// Free spaces a bonus piece of this kind may go to.
    pub(crate) fn perk_spots(&self, perk: Perk, merchant: bool) -> impl Iterator<Item = SpaceId> + '_ {
        let b = self.board();
        (0..self.spaces.len())
            .filter(move |&s| {
                self.is_spot(s, merchant)
                    && (perk != Perk::PlaceWalesScotland2 || b.space_country(s) & !ENGLAND != 0)
            })
            .map(SpaceId::from_index)
    }

    /// Where the bonus's next piece comes from (`None`: from the route's pieces).
    pub(crate) fn perk_source(&self, me: u8, perk: Perk, pieces: [u8; 2]) -> ExtraSource {
        match perk {
            Perk::PlaceWalesScotland2 => self.extra_source(me),
            _ => ExtraSource::General([pieces[0] > 0, pieces[1] > 0]),
        }
    }

    /// A piece of the bonus on a free space.
    pub(crate) fn perk_place(
        &mut self,
        me: u8,
        space: SpaceId,
        merchant: bool,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Perk { route, perk, left, mut pieces } = self.phase else {
            return Err(RuleError::NoPerk);
        };
        if !matches!(perk, Perk::PlaceFromRoute2 | Perk::PlaceWalesScotland2) || left == 0 {
            return Err(RuleError::PerkPlacesNone);
        }
        if !self.perk_spots(perk, merchant).any(|s| s == space) {
            return Err(RuleError::KindCannotGo { merchant, space: self.board().space_name(space) });
        }
        let k = usize::from(merchant);
        let from = match self.perk_source(me, perk, pieces) {
            ExtraSource::General(kinds) if kinds[k] && perk == Perk::PlaceFromRoute2 => {
                pieces[k] -= 1;
                "route"
            }
            source => self.take_extra(me, source, merchant).ok_or(RuleError::NoKindToPlace { merchant })?,
        };
        self.phase = Phase::Perk { route, perk, left: left - 1, pieces };
        self.put_extra(me, space, merchant, from, log);
        Ok(())
    }

    /// "Place 2 pieces in Wales/Scotland" with both supplies empty: a piece from the board.
    pub(crate) fn perk_place_from(
        &mut self,
        me: u8,
        from: SpaceId,
        to: SpaceId,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Perk { route, perk: Perk::PlaceWalesScotland2, left, pieces } = self.phase else {
            return Err(RuleError::PerkBoardOnly);
        };
        let p = self.spaces.get(from.index()).copied().unwrap_or(Piece::EMPTY);
        if left == 0 || self.extra_source(me) != ExtraSource::Board || !p.owned_by(me) {
            return Err(RuleError::BoardOnlyWhenEmpty);
        }
        if !self.perk_spots(Perk::PlaceWalesScotland2, p.is_merchant()).any(|s| s == to) {
            return Err(RuleError::WalesScotland);
        }
        self.move_piece(me, from, to, false, log);
        self.phase = Phase::Perk { route, perk: Perk::PlaceWalesScotland2, left: left - 1, pieces };
        Ok(())
    }

    /// "Upgrade Privilegium" or "office in a green city": the bonus's one choice.
    pub(crate) fn perk_upgrade(&mut self, me: u8, log: &mut Log) -> Result<(), RuleError> {
        let Phase::Perk { perk: Perk::UpgradePrivilegium, .. } = self.phase else {
            return Err(RuleError::PerkNotUpgrade);
        };
        let a = Ability::Privilegium;
        if self.players[usize::from(me)].level(a) >= a.max_level() {
            return Err(RuleError::PrivilegiumFull);
        }
        self.upgrade(me, a, log);
        self.phase = Phase::Actions;
        Ok(())
    }

    pub(crate) fn perk_office(
        &mut self,
        me: u8,
        city: CityId,
        merchant: bool,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Perk { perk: Perk::GreenOffice, .. } = self.phase else {
            return Err(RuleError::PerkNoOffice);
        };
        let b = self.board();
        if !b.cities.get(city.index()).is_some_and(|c| c.green) {
            return Err(RuleError::GreenCity);
        }
        let p = &mut self.players[usize::from(me)];
        if p.personal[usize::from(merchant)] == 0 {
            return Err(RuleError::NoneInSupply { merchant });
        }
        p.personal[usize::from(merchant)] -= 1;
        self.phase = Phase::Actions;
        self.green_office(me, city, Piece::new(me, merchant), true, log);
        Ok(())
    }

    /// Leaves the bonus: unplaced pieces of the route go to the general supply.
    pub(crate) fn finish_perk(&mut self) {
        if let Phase::Perk { pieces, .. } = self.phase {
            let p = &mut self.players[usize::from(self.current)];
            p.general[0] += pieces[0];
            p.general[1] += pieces[1];
        }
        self.phase = Phase::Actions;
    }

    /// A sea route's "move 2 of anyone", one piece in one step (`move r4.1 r6.1`). Checks
    /// everything before it changes anything.
    pub(crate) fn perk_shift(
        &mut self,
        me: u8,
        from: SpaceId,
        to: SpaceId,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::PerkMove { left, lifted: None } = self.phase else {
            return Err(RuleError::PutDownFirst);
        };
        if self.spaces.get(from.index()).is_none_or(|&q| q.is_empty()) {
            return Err(RuleError::PieceWithRoom);
        }
        if !self.drop_targets(from).any(|s| s == to) {
            return Err(RuleError::SpaceRefuses);
        }
        self.phase = Phase::PerkMove { left, lifted: Some(from) };
        self.perk_drop(me, to, log)
    }

    /// Old logs only: picks up a piece for the sea route's move bonus (`perk_drop` puts it down).
    pub(crate) fn perk_pick(&mut self, space: SpaceId) -> Result<(), RuleError> {
        let Phase::PerkMove { left, lifted: None } = self.phase else {
            return Err(RuleError::PutDownFirst);
        };
        if self.spaces.get(space.index()).is_none_or(|&q| q.is_empty())
            || self.drop_targets(space).next().is_none()
        {
            return Err(RuleError::PieceWithRoom);
        }
        self.phase = Phase::PerkMove { left, lifted: Some(space) };
        Ok(())
    }

    pub(crate) fn perk_drop(&mut self, me: u8, space: SpaceId, log: &mut Log) -> Result<(), RuleError> {
        let Phase::PerkMove { left, lifted: Some(from) } = self.phase else {
            return Err(RuleError::NothingPicked);
        };
        if !self.drop_targets(from).any(|s| s == space) {
            return Err(RuleError::SpaceRefuses);
        }
        self.move_piece(me, from, space, true, log);
        self.phase = Phase::PerkMove { left: left - 1, lifted: None };
        Ok(())
    }
}
