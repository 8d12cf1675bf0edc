//! The final score breakdown as a stacked bar chart drawn with plotters' chart API: one bar per player
//! (best placed first), one segment per scoring category, totals on top, a legend of the categories
//! that wraps onto more rows rather than cutting a name. Plotters draws the grid and the bars; every
//! text is drawn (and recorded) by the canvas.

use kontor_engine::{Outcome, text};
use kontor_i18n::Voice;
use plotters::chart::MeshStyle;
use plotters::coord::ranged1d::{BoldPoints, ValueFormatter};
use plotters::prelude::*;

use crate::canvas::{self, Canvas, draw_err};
use crate::legend::{Entry, Legend};
use crate::marker::seat_index_marker;
use crate::palette::{self, INK, MUTED};
use crate::text::{self, Align, Weight};
use crate::{RenderError, Rendered, WIDTH, and_list, seat_name};

/// The picture's height with a one-row legend; every further legend row adds `LEGEND_ROW`.
const HEIGHT: u32 = 960;
const LEGEND_TOP: i32 = 104;
const LEGEND_ROW: i32 = 44;
const LEGEND_SIZE: u32 = 28;
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
pub fn final_scores(outcome: &Outcome, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    if outcome.ranking.is_empty() {
        return Err(RenderError::NoScores);
    }
    let rows = legend_rows(outcome, voice);
    let extra = (rows.rows() as i32 - 1).max(0) * LEGEND_ROW;
    canvas::png(WIDTH, HEIGHT + extra as u32, |c| {
        c.clear(palette::PAGE)?;
        let title = voice.id("render-chart-title");
        let title_w = c.text(&title, 50, 70, 48, Weight::Bold, INK, Align::Left)?;
        let winners: Vec<String> = outcome.winners().iter().map(|s| seat_name(voice, s.index())).collect();
        let count = winners.len();
        let line = voice.say(&text!("render-chart-winners", who = and_list(voice, winners), count = count));
        c.text(
            &text::fit(&line, 30, Weight::Regular, WIDTH as i32 - 100 - title_w - 40),
            WIDTH as i32 - 50,
            68,
            30,
            Weight::Regular,
            MUTED,
            Align::Right,
        )?;
        legend(c, &rows)?;
        bars(c, outcome, voice, extra)
    })
}

/// The legend's entries (category index, name, width) in rows that fit across the picture.
fn legend_rows(outcome: &Outcome, voice: &Voice<'_>) -> Legend {
    let max = WIDTH as i32 - 2 * 54;
    let entries = outcome.breakdown.iter().enumerate().map(|(index, line)| {
        // A name wider than a whole row (never seen) is the only one cut.
        let label = text::fit(&voice.say(&line.category), LEGEND_SIZE, Weight::Regular, max - 40);
        let width = 40 + text::width(&label, LEGEND_SIZE, Weight::Regular);
        Entry { index, label, width }
    });
    Legend::pack(entries, max, 40)
}

/// The categories with their colours, in rows under the title.
fn legend(c: &Canvas<'_>, rows: &Legend) -> Result<(), RenderError> {
    rows.draw((54, LEGEND_TOP), LEGEND_ROW, |x, y, entry| {
        c.rounded(x, y, 28, 28, 5, CATEGORY[entry.index % CATEGORY.len()])?;
        c.text(&entry.label, x + 40, y + 24, LEGEND_SIZE, Weight::Regular, INK, Align::Left)?;
        Ok(())
    })
}

/// How many value lines the grid gets at most.
const Y_LABELS: usize = 11;

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

/// The grid and axes of a score chart from plotters: value lines only (at most `y_labels`), in the
/// rule colour, and no texts of its own (laid out for labels of `size`): every text is drawn (and
/// so recorded) by the canvas.
pub(crate) fn quiet_grid<'a, 'b, X, Y>(
    chart: &'b mut ChartContext<'a, BitMapBackend<'a>, Cartesian2d<X, Y>>,
    y_labels: usize,
    size: u32,
) -> MeshStyle<'a, 'b, X, Y, BitMapBackend<'a>>
where
    X: Ranged + ValueFormatter<X::ValueType>,
    Y: Ranged + ValueFormatter<Y::ValueType>,
{
    let mut mesh = chart.configure_mesh();
    mesh.disable_x_mesh()
        .light_line_style(palette::lighten(palette::RULE, 0.5))
        .bold_line_style(palette::RULE)
        .axis_style(MUTED)
        .y_labels(y_labels)
        .label_style(text::font(size, Weight::Regular).color(&INK))
        .axis_desc_style(text::font(size, Weight::Regular).color(&INK))
        .x_label_formatter(&no_label)
        .y_label_formatter(&no_label);
    mesh
}

/// The empty label: the canvas draws the grid's labels itself.
fn no_label<T>(_: &T) -> String {
    String::new()
}

fn bars(c: &Canvas<'_>, outcome: &Outcome, voice: &Voice<'_>, extra: i32) -> Result<(), RenderError> {
    let area = c.area().margin(184 + extra, 30, 40, 50);
    let n = outcome.ranking.len();
    let (low, high) = extent(outcome);
    let top = high + (high / 6).max(1);
    let low = if low < 0 { low - (-low / 8).max(1) } else { 0 };
    let mut chart = ChartBuilder::on(&area)
        .x_label_area_size(110)
        .y_label_area_size(90)
        .build_cartesian_2d((0..n.saturating_sub(1)).into_segmented(), low..top)
        .map_err(draw_err)?;
    let ranking = &outcome.ranking;
    quiet_grid(&mut chart, Y_LABELS, 26).draw().map_err(draw_err)?;
    let (left, plot_top) = chart.backend_coord(&(SegmentValue::Exact(0), top));
    // The caption sits high enough above the plot for a value label on its top line.
    c.text(
        &voice.id("render-chart-points"),
        left - 12,
        plot_top - 18,
        24,
        Weight::Regular,
        MUTED,
        Align::Right,
    )?;
    for v in chart.as_coord_spec().y_spec().key_points(BoldPoints(Y_LABELS)) {
        let (_, y) = chart.backend_coord(&(SegmentValue::Exact(0), v));
        c.text(&v.to_string(), left - 12, y + 9, 26, Weight::Regular, INK, Align::Right)?;
    }
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
    let slot_w = {
        let (a, _) = chart.backend_coord(&(SegmentValue::Exact(0), low));
        let (b, _) = chart.backend_coord(&(SegmentValue::Exact(1), low));
        (b - a).abs()
    };
    for (i, p) in ranking.iter().enumerate() {
        let (x, y) = chart.backend_coord(&(SegmentValue::CenterOf(i), low));
        let name = text::fit(
            &voice.say(&text!(
                "render-chart-place",
                place = p.place,
                name = seat_name(voice, p.seat.index())
            )),
            28,
            Weight::Bold,
            slot_w - 16,
        );
        c.text(&name, x, y + 40, 28, Weight::Bold, INK, Align::Center)?;
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
