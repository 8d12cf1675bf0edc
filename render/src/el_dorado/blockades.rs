//! Blockades on the El Dorado course: a thick bar along each blocked tile border in the blockade's
//! terrain colour, and a badge (number over cost) by the border where it covers no hex's text.

use kontor_games::el_dorado::{self as ed, View};

use super::course_map::CourseMap;
use super::{EDGE, terrain_style};
use crate::RenderError;
use crate::WIDTH;
use crate::canvas::Canvas;
use crate::layout::{Label, Rect};
use crate::place::{Placer, Spot};
use crate::text::{self, Weight};

/// A bar's two ends.
type Bar = ((f32, f32), (f32, f32));

/// Draws every blockade's bars and returns them with the blockade's number, for the badges.
pub(super) fn bars(c: &Canvas<'_>, view: &View, l: &CourseMap) -> Result<Vec<(u8, Vec<Bar>)>, RenderError> {
    let (course, s) = (&view.course, l.size);
    let mut badges = Vec::new();
    for &(border, number) in &view.blockades {
        let b = &course.borders[usize::from(border)];
        let mut bars = Vec::new();
        for &n in &b.near {
            for &f in &b.far {
                if course.adjacent(n, f) {
                    let (a, bb) = (course.hex(n), course.hex(f));
                    // Both in the near tile's column: a folded course keeps the bar by the near hex.
                    let pa = l.centre(a.tile, a.q, a.r);
                    let pb = l.centre(a.tile, bb.q, bb.r);
                    let m = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
                    let (dx, dy) = (pb.0 - pa.0, pb.1 - pa.1);
                    let len = (dx * dx + dy * dy).sqrt().max(1.0);
                    let (px, py) = (-dy / len * s * 0.55, dx / len * s * 0.55);
                    bars.push(((m.0 - px, m.1 - py), (m.0 + px, m.1 + py)));
                }
            }
        }
        let (_, terrain, _) = ed::BLOCKADES[usize::from(number - 1)];
        let (fill, _, _) = terrain_style(terrain);
        for &(a, bb) in &bars {
            c.line(a, bb, s * 0.34, EDGE)?;
            c.line(a, bb, s * 0.2, fill)?;
        }
        badges.push((number, bars));
    }
    Ok(badges)
}

/// The badges of the blockades (number over cost) by their border, where they cover no hex's text.
pub(super) fn badges(c: &Canvas<'_>, l: &CourseMap, badges: Vec<(u8, Vec<Bar>)>) -> Result<(), RenderError> {
    let badge = (l.size * 0.36).round().max(10.0) as u32;
    let area = Rect::new(0.0, l.top, WIDTH as f32, l.height as f32);
    let mut placer = Placer::new(c, area);
    for (number, bars) in badges {
        let (_, terrain, strength) = ed::BLOCKADES[usize::from(number - 1)];
        let (fill, ink, letter) = terrain_style(terrain);
        let lines = [format!("#{number}"), format!("{letter}{strength}")];
        let w = lines.iter().map(|t| text::width(t, badge, Weight::Bold)).max().unwrap_or(0) as f32 + 10.0;
        let line_h = badge as f32 + 1.0;
        let h = 2.0 * line_h + 4.0;
        let mut spots = Vec::new();
        for &(a, b) in &bars {
            for t in [0.5f32, 0.3, 0.7, 0.1, 0.9, -0.1, 1.1, -0.3, 1.3, -0.6, 1.6] {
                let p = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
                spots.push(Spot {
                    rect: Rect::centred(p.0, p.1, w + 4.0, h + 4.0),
                    anchor: p,
                    leader: false,
                    penalty: (t - 0.5).abs() * 10.0,
                });
            }
        }
        let Some((spot, _)) = placer.best("", &spots) else { continue };
        placer.take(spot.rect);
        let r = spot.rect;
        c.rounded(r.x0 as i32, r.y0 as i32, r.width() as i32, r.height() as i32, 7, EDGE)?;
        c.rounded(r.x0 as i32 + 2, r.y0 as i32 + 2, r.width() as i32 - 4, r.height() as i32 - 4, 5, fill)?;
        let (cx, cy) = r.centre();
        for (k, line) in lines.iter().enumerate() {
            let ly = cy + (k as f32 - 0.5) * line_h;
            c.text_centered(line, (cx.round() as i32, ly.round() as i32), badge, Weight::Bold, ink)?;
        }
        c.label(Label {
            text: lines.join(" "),
            rect: r,
            target: format!("blockade {number}"),
            anchor: spot.anchor,
            leader: None,
        });
    }
    Ok(())
}
