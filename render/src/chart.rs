//! The final score breakdown as a stacked bar chart drawn with plotters' chart API: one bar per player
//! (best placed first), one segment per scoring category, totals on top, a legend of the categories.

use kontor_engine::{Outcome, Placing};
use plotters::prelude::*;

use crate::canvas::{self, Canvas, draw_err};
use crate::marker::seat_index_marker;
use crate::palette::{self, INK, MUTED};
use crate::text::{self, Align, Weight};
use crate::{RenderError, WIDTH, seat_name};

const HEIGHT: u32 = 960;
/// Category colours (Okabe–Ito), distinct from each other for colour-blind readers; the legend names them.
const CATEGORY: [RGBColor; 6] = [
    RGBColor(0x00, 0x72, 0xB2),
    RGBColor(0xE6, 0x9F, 0x00),
    RGBColor(0x00, 0x9E, 0x73),
    RGBColor(0xCC, 0x79, 0xA7),
    RGBColor(0x56, 0xB4, 0xE9),
    RGBColor(0xD5, 0x5E, 0x00),
];

/// PNG of the final scores.
pub fn final_scores(outcome: &Outcome, names: &[String]) -> Result<Vec<u8>, RenderError> {
    if outcome.ranking.is_empty() {
        return Err(RenderError::NoScores);
    }
    canvas::png(WIDTH, HEIGHT, |c| {
        c.clear(palette::PAGE)?;
        c.text("Final scores", 50, 70, 48, Weight::Bold, INK, Align::Left)?;
        let winners: Vec<String> = outcome.winners().iter().map(|s| seat_name(names, s.index())).collect();
        let line = format!("{} win{}", winners.join(" and "), if winners.len() == 1 { "s" } else { "" });
        c.text(
            &text::fit(&line, 30, Weight::Regular, 900),
            WIDTH as i32 - 50,
            68,
            30,
            Weight::Regular,
            MUTED,
            Align::Right,
        )?;
        legend(c, outcome)?;
        bars(c, outcome, names)
    })
}

/// The categories with their colours, in a row under the title.
fn legend(c: &Canvas<'_>, outcome: &Outcome) -> Result<(), RenderError> {
    let mut x = 54;
    for (k, line) in outcome.breakdown.iter().enumerate() {
        let colour = CATEGORY[k % CATEGORY.len()];
        c.rounded(x, 104, 28, 28, 5, colour)?;
        let label = text::fit(&line.category, 28, Weight::Regular, WIDTH as i32 - 60 - x - 40);
        x += 40 + c.text(&label, x + 40, 128, 28, Weight::Regular, INK, Align::Left)? + 40;
    }
    Ok(())
}

/// Lowest and highest stacked value over all players.
fn extent(outcome: &Outcome) -> (i64, i64) {
    let (mut low, mut high) = (0, 0);
    for placing in &outcome.ranking {
        let (mut neg, mut pos) = (0, 0);
        for line in &outcome.breakdown {
            let p = line.points[placing.seat];
            if p < 0 { neg += p } else { pos += p }
        }
        low = low.min(neg);
        high = high.max(pos).max(placing.score);
    }
    (low, high)
}

fn label_for(p: &Placing, names: &[String]) -> String {
    text::fit(&format!("{}. {}", p.place, seat_name(names, p.seat.index())), 28, Weight::Bold, 300)
}

fn bars(c: &Canvas<'_>, outcome: &Outcome, names: &[String]) -> Result<(), RenderError> {
    let area = c.area().margin(150, 30, 40, 50);
    let n = outcome.ranking.len();
    let (low, high) = extent(outcome);
    let top = high + (high / 6).max(1);
    let low = if low < 0 { low - (-low / 8).max(1) } else { 0 };
    let font = |size: u32, w: Weight| text::font(size, w).color(&INK);
    let mut chart = ChartBuilder::on(&area)
        .x_label_area_size(110)
        .y_label_area_size(90)
        .build_cartesian_2d((0..n.saturating_sub(1)).into_segmented(), low..top)
        .map_err(draw_err)?;
    let ranking = &outcome.ranking;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .light_line_style(palette::lighten(palette::RULE, 0.5))
        .bold_line_style(palette::RULE)
        .axis_style(MUTED)
        .y_desc("points")
        .axis_desc_style(font(28, Weight::Regular))
        .label_style(font(28, Weight::Bold))
        .y_label_style(font(26, Weight::Regular))
        .x_label_formatter(&|v| match v {
            SegmentValue::CenterOf(i) => ranking.get(*i).map(|p| label_for(p, names)).unwrap_or_default(),
            _ => String::new(),
        })
        .y_label_formatter(&|v| v.to_string())
        .draw()
        .map_err(draw_err)?;
    for (k, line) in outcome.breakdown.iter().enumerate() {
        let colour = CATEGORY[k % CATEGORY.len()];
        let segments = ranking.iter().enumerate().filter_map(|(i, p)| {
            let below: i64 = outcome.breakdown[..k]
                .iter()
                .map(|l| l.points[p.seat])
                .filter(|v| v.signum() == line.points[p.seat].signum())
                .sum();
            let value = line.points[p.seat];
            (value != 0).then(|| {
                let mut bar = Rectangle::new(
                    [(SegmentValue::Exact(i), below), (SegmentValue::Exact(i + 1), below + value)],
                    colour.filled(),
                );
                bar.set_margin(0, 0, 60, 60);
                bar
            })
        });
        chart.draw_series(segments).map_err(draw_err)?;
    }
    for (i, p) in ranking.iter().enumerate() {
        let (x, y) = chart.backend_coord(&(SegmentValue::CenterOf(i), low));
        seat_index_marker(c, p.seat.index(), x as f32, (y + 80) as f32, 18.0)?;
        let positive: i64 = outcome.breakdown.iter().map(|l| l.points[p.seat].max(0)).sum();
        let (_, top_y) = chart.backend_coord(&(SegmentValue::CenterOf(i), positive));
        c.text(&p.score.to_string(), x, top_y - 12, 40, Weight::Bold, INK, Align::Center)?;
        for (k, line) in outcome.breakdown.iter().enumerate() {
            let value = line.points[p.seat];
            let below: i64 = outcome.breakdown[..k]
                .iter()
                .map(|l| l.points[p.seat])
                .filter(|v| v.signum() == value.signum())
                .sum();
            let (_, y0) = chart.backend_coord(&(SegmentValue::CenterOf(i), below));
            let (_, y1) = chart.backend_coord(&(SegmentValue::CenterOf(i), below + value));
            if outcome.breakdown.len() > 1 && (y0 - y1).abs() >= 34 {
                c.text_centered(&value.to_string(), (x, (y0 + y1) / 2), 26, Weight::Bold, palette::WHITE)?;
            }
        }
    }
    Ok(())
}
