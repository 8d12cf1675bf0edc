//! The public scores over a game's turns as a line chart: one thick line per seat in its colour,
//! its marker along the line and at its end with the score, so seats are told apart without
//! colour vision. Drawn large (texts of 34 px and more on a 1600 px picture) to read on a phone
//! that shows it 400 to 800 px wide. Plotters draws the grid; every text is drawn by the canvas.

use kontor_engine::BySeat;
use kontor_games::ScoreSeries;
use kontor_i18n::Voice;
use plotters::coord::ranged1d::BoldPoints;
use plotters::prelude::*;

use crate::canvas::{self, Canvas, draw_err};
use crate::chart::quiet_grid;
use crate::legend::{Entry, Legend};
use crate::marker::seat_index_marker;
use crate::palette::{self, INK, MUTED};
use crate::text::{self, Align, Weight};
use crate::{RenderError, Rendered, WIDTH, seat_name};

/// The picture's height.
pub const HEIGHT: u32 = 1000;
/// The legend's first row (baseline of its names) and the height of a row.
const LEGEND_TOP: i32 = 140;
const LEGEND_ROW: i32 = 56;
const LEGEND_SIZE: u32 = 36;
/// Value and turn labels.
const AXIS_SIZE: u32 = 34;
const LINE: f32 = 8.0;
const MARKER: f32 = 20.0;
/// How many value lines the grid gets at most.
const Y_LABELS: usize = 6;
/// How many turn labels the axis gets at most.
const X_LABELS: usize = 6;

/// PNG of the scores over the turns of `series` (its final scores as the last point, marked
/// "end").
pub fn score_history(series: &ScoreSeries, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    let points: Vec<&BySeat<i64>> = series.points().collect();
    if points.len() < 2 || series.seats() == 0 {
        return Err(RenderError::NoScores);
    }
    let rows = legend_rows(series.seats(), voice);
    canvas::png(WIDTH, HEIGHT, |c| {
        c.clear(palette::PAGE)?;
        c.text(&voice.id("render-timeline-title"), 50, 76, 52, Weight::Bold, INK, Align::Left)?;
        legend(c, &rows)?;
        let top = LEGEND_TOP + (rows.rows() as i32 - 1) * LEGEND_ROW + 40;
        lines(c, series, &points, voice, top)
    })
}

/// The seats' names with their widths, in rows that fit across the picture.
fn legend_rows(seats: usize, voice: &Voice<'_>) -> Legend {
    let max = WIDTH as i32 - 100;
    let entries = (0..seats).map(|index| {
        let label = text::fit(&seat_name(voice, index), LEGEND_SIZE, Weight::Bold, max / 2);
        let width = 56 + text::width(&label, LEGEND_SIZE, Weight::Bold);
        Entry { index, label, width }
    });
    Legend::pack(entries, max, 48)
}

/// The seats' markers and names, in rows under the title.
fn legend(c: &Canvas<'_>, rows: &Legend) -> Result<(), RenderError> {
    rows.draw((50, LEGEND_TOP), LEGEND_ROW, |x, y, entry| {
        seat_index_marker(c, entry.index, (x + 20) as f32, (y - 12) as f32, MARKER)?;
        c.text(&entry.label, x + 56, y, LEGEND_SIZE, Weight::Bold, INK, Align::Left)?;
        Ok(())
    })
}

/// Lowest and highest score over the series.
fn extent(points: &[&BySeat<i64>]) -> (i64, i64) {
    let values = points.iter().flat_map(|p| p.values().copied());
    values.fold((0, 0), |(low, high), v| (low.min(v), high.max(v)))
}

fn lines(
    c: &Canvas<'_>,
    series: &ScoreSeries,
    points: &[&BySeat<i64>],
    voice: &Voice<'_>,
    top: i32,
) -> Result<(), RenderError> {
    let area = c.area().margin(top, 40, 130, 170);
    let (low, high) = extent(points);
    let high = high + (high / 8).max(2);
    let low = if low < 0 { low - (-low / 8).max(1) } else { 0 };
    let last = points.len() - 1;
    let mut chart = ChartBuilder::on(&area)
        .x_label_area_size(70)
        .y_label_area_size(90)
        .build_cartesian_2d(0..last, low..high)
        .map_err(draw_err)?;
    quiet_grid(&mut chart, Y_LABELS, AXIS_SIZE).x_labels(2).draw().map_err(draw_err)?;
    let at = |x: usize, y: i64| {
        let (px, py) = chart.backend_coord(&(x, y));
        (px as f32, py as f32)
    };
    let (left, _) = chart.backend_coord(&(0, low));
    for v in chart.as_coord_spec().y_spec().key_points(BoldPoints(Y_LABELS)) {
        let (_, y) = chart.backend_coord(&(0, v));
        c.text(&v.to_string(), left - 14, y + 12, AXIS_SIZE, Weight::Regular, INK, Align::Right)?;
    }
    turn_labels(c, series, last, voice, &at, low)?;
    let seats = series.seats();
    for seat in 0..seats {
        let style = palette::seat(seat);
        let path: Vec<(f32, f32)> = points
            .iter()
            .enumerate()
            .map(|(x, p)| at(x, p.values().nth(seat).copied().unwrap_or(0)))
            .collect();
        for pair in path.windows(2) {
            c.line(pair[0], pair[1], LINE + 4.0, palette::PAGE)?;
            c.line(pair[0], pair[1], LINE, style.fill)?;
        }
        // Markers along the line, staggered between seats so equal lines still show each
        // (a short game has room for the end markers only).
        let stride = (last / 4).max(1);
        if stride >= seats {
            let offset = stride * seat / seats;
            for x in (offset.max(1)..last).step_by(stride) {
                seat_index_marker(c, seat, path[x].0, path[x].1, MARKER * 0.8)?;
            }
        }
    }
    end_markers(c, points[last], &at, last)
}

/// The turn numbers under the axis (the last point reads "end" when it holds the final scores),
/// and the axis caption.
fn turn_labels(
    c: &Canvas<'_>,
    series: &ScoreSeries,
    last: usize,
    voice: &Voice<'_>,
    at: &impl Fn(usize, i64) -> (f32, f32),
    low: i64,
) -> Result<(), RenderError> {
    let turns = series.turns.len() - 1;
    let step = nice_step(turns.max(1), X_LABELS);
    let (end_x, y) = at(last, low);
    let end_label =
        if series.final_scores.is_some() { voice.id("render-timeline-end") } else { turns.to_string() };
    let end_w = text::width(&end_label, AXIS_SIZE, Weight::Bold);
    c.text(&end_label, end_x as i32, y as i32 + 48, AXIS_SIZE, Weight::Bold, INK, Align::Center)?;
    for turn in (0..turns).step_by(step) {
        let (x, _) = at(turn, low);
        if (end_x - x) as i32 > end_w / 2 + 70 {
            c.text(
                &turn.to_string(),
                x as i32,
                y as i32 + 48,
                AXIS_SIZE,
                Weight::Regular,
                INK,
                Align::Center,
            )?;
        }
    }
    let caption = voice.id("render-timeline-turn");
    let (x0, _) = at(0, low);
    c.text(
        &caption,
        ((x0 + end_x) / 2.0) as i32,
        y as i32 + 100,
        AXIS_SIZE,
        Weight::Regular,
        MUTED,
        Align::Center,
    )?;
    Ok(())
}

/// A round step (1, 2, 5, 10, 20, 50, …) giving at most `most` labels over `span`.
fn nice_step(span: usize, most: usize) -> usize {
    (0..19u32)
        .flat_map(|e| [1, 2, 5].map(|m| m * 10usize.pow(e)))
        .find(|step| span / step < most)
        .unwrap_or(span.max(1))
}

/// Each seat's marker beside its last point with its score, in the margin right of the plot;
/// markers of close scores are moved apart, each joined to its line's end.
fn end_markers(
    c: &Canvas<'_>,
    scores: &BySeat<i64>,
    at: &impl Fn(usize, i64) -> (f32, f32),
    last: usize,
) -> Result<(), RenderError> {
    let mut ends: Vec<(usize, i64, (f32, f32))> =
        scores.values().enumerate().map(|(s, v)| (s, *v, at(last, *v))).collect();
    ends.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let gap = 2.0 * MARKER + 6.0;
    let mut placed: Vec<f32> = Vec::new();
    for (_, _, (_, y)) in &ends {
        placed.push(placed.last().map_or(*y, |p: &f32| y.max(p + gap)));
    }
    for ((seat, value, (x, y)), marker_y) in ends.into_iter().zip(placed) {
        let marker_x = x + 44.0;
        c.line((x, y), (marker_x, marker_y), 3.0, palette::seat(seat).fill)?;
        seat_index_marker(c, seat, marker_x, marker_y, MARKER)?;
        let baseline = marker_y as i32 + text::cap_height(AXIS_SIZE) / 2;
        c.text(
            &value.to_string(),
            marker_x as i32 + 30,
            baseline,
            AXIS_SIZE,
            Weight::Bold,
            INK,
            Align::Left,
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_labels_step_by_round_numbers() {
        assert_eq!(nice_step(4, 6), 1);
        assert_eq!(nice_step(10, 6), 2);
        assert_eq!(nice_step(24, 6), 5);
        assert_eq!(nice_step(60, 6), 20);
        assert_eq!(nice_step(150, 6), 50);
    }
}
