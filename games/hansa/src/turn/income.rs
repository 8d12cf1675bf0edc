//! "Dochód" (action A): how many pieces the Bank lets a player take and which of them may be
//! merchants, and taking them from the general into the personal supply.

use kontor_engine::text;

use super::{pay_text, who};
use crate::board::Ability;
use crate::refusal::RuleError;
use crate::state::{Hansa, Log};

impl Hansa {
    /// Income: the most pieces `seat` may take (the Bank, or fewer if the general supply holds
    /// fewer) and the merchant counts allowed among them; `None` if the general supply is empty.
    pub(crate) fn income_range(&self, seat: u8) -> Option<(u8, std::ops::RangeInclusive<u8>)> {
        let p = &self.players[usize::from(seat)];
        let available = p.general[0] + p.general[1];
        if available == 0 {
            return None;
        }
        let n = p.value(Ability::Bank).min(available);
        Some((n, self.income_merchants(seat, n)))
    }

    /// Income of `count` pieces: the merchant counts allowed among them.
    pub(crate) fn income_merchants(&self, seat: u8, count: u8) -> std::ops::RangeInclusive<u8> {
        let p = &self.players[usize::from(seat)];
        count.saturating_sub(p.general[0])..=count.min(p.general[1])
    }

    pub(crate) fn income(
        &mut self,
        seat: u8,
        merchants: u8,
        count: Option<u8>,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Some((most, _)) = self.income_range(seat) else {
            return Err(RuleError::GeneralEmpty);
        };
        let n = match count {
            None => most,
            Some(k) if (1..most).contains(&k) => k,
            Some(k) => {
                return Err(RuleError::IncomeCount { most, got: k });
            }
        };
        let range = self.income_merchants(seat, n);
        if !range.contains(&merchants) {
            return Err(RuleError::IncomeMerchants { n, min: *range.start(), max: *range.end() });
        }
        let p = &mut self.players[usize::from(seat)];
        let traders = n - merchants;
        p.general[0] -= traders;
        p.general[1] -= merchants;
        p.personal[0] += traders;
        p.personal[1] += merchants;
        self.actions_used += 1;
        self.share_income(seat, log);
        log.public(|| text!("hansa-ev-income", who = who(seat), pieces = pay_text(traders, merchants)));
        Ok(())
    }
}
