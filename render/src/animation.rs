//! Animated GIFs of a game's boards, small and quick to write: every board is shrunk by a whole
//! factor (averaging blocks of pixels) to at most [`MAX_GIF_WIDTH`] wide, all frames share one
//! palette taken from the first and last board, and each frame after the first holds only the
//! rectangle that changed, its unchanged pixels transparent (as lichess's GIF service does).

use std::borrow::Cow;

use gif::{DisposalMethod, Encoder, Frame, Repeat};

use crate::RenderError;

/// The widest replay frame: phones show about 800 pixels across.
pub const MAX_GIF_WIDTH: u32 = 800;
/// How long a turn shows, in hundredths of a second.
const TURN_DELAY: u16 = 50;
/// How long the last board shows.
const LAST_DELAY: u16 = 400;
/// The palette index left for "unchanged" in the changed rectangles.
const TRANSPARENT: u8 = 255;
/// Colours are binned by their top 5 bits per channel.
const BINS: usize = 1 << 15;

/// One board as an RGB picture.
pub struct RgbFrame {
    pub width: u32,
    pub height: u32,
    /// Row-major RGB bytes.
    pub pixels: Vec<u8>,
}

impl RgbFrame {
    /// A PNG decoded to RGB.
    pub fn from_png(png: &[u8]) -> Result<RgbFrame, RenderError> {
        let image = image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .map_err(|e| RenderError::Encode(e.to_string()))?
            .into_rgb8();
        let (width, height) = image.dimensions();
        Ok(RgbFrame { width, height, pixels: image.into_raw() })
    }

    /// Shrunk by the smallest whole factor that makes it at most `max_width` wide, each pixel the
    /// average of its block.
    #[must_use]
    pub fn shrunk(self, max_width: u32) -> RgbFrame {
        let k = self.width.div_ceil(max_width.max(1)).max(1);
        if k == 1 {
            return self;
        }
        let (width, height) = (self.width / k, self.height / k);
        let mut pixels = Vec::with_capacity(width as usize * height as usize * 3);
        let stride = self.width as usize * 3;
        let area = k * k;
        for y in 0..height as usize {
            for x in 0..width as usize {
                let mut sum = [0u32; 3];
                for dy in 0..k as usize {
                    let row = (y * k as usize + dy) * stride + x * k as usize * 3;
                    for px in self.pixels[row..row + k as usize * 3].chunks_exact(3) {
                        sum[0] += u32::from(px[0]);
                        sum[1] += u32::from(px[1]);
                        sum[2] += u32::from(px[2]);
                    }
                }
                pixels.extend(sum.map(|s| ((s + area / 2) / area) as u8));
            }
        }
        RgbFrame { width, height, pixels }
    }

    /// This frame on a `width` × `height` page of `fill` (frames of one game rarely differ in
    /// size; a smaller one is padded at the bottom and right, a larger one cut).
    fn padded(self, width: u32, height: u32, fill: [u8; 3]) -> Vec<u8> {
        if (self.width, self.height) == (width, height) {
            return self.pixels;
        }
        let mut out: Vec<u8> =
            fill.iter().copied().cycle().take(width as usize * height as usize * 3).collect();
        let (w, h) = (self.width.min(width) as usize, self.height.min(height) as usize);
        for y in 0..h {
            let from = y * self.width as usize * 3;
            let to = y * width as usize * 3;
            out[to..to + w * 3].copy_from_slice(&self.pixels[from..from + w * 3]);
        }
        out
    }
}

fn bin(px: &[u8]) -> usize {
    (usize::from(px[0] >> 3) << 10) | (usize::from(px[1] >> 3) << 5) | usize::from(px[2] >> 3)
}

/// The shared palette: the 255 most common colour bins of `samples` (each as its mean colour),
/// and for every bin the nearest palette entry.
struct Palette {
    rgb: Vec<u8>,
    nearest: Vec<u8>,
}

impl Palette {
    fn of(samples: &[&[u8]]) -> Palette {
        let mut count = vec![0u64; BINS];
        let mut sums = vec![[0u64; 3]; BINS];
        for pixels in samples {
            for px in pixels.chunks_exact(3) {
                let b = bin(px);
                count[b] += 1;
                for c in 0..3 {
                    sums[b][c] += u64::from(px[c]);
                }
            }
        }
        let mut used: Vec<usize> = (0..BINS).filter(|&b| count[b] > 0).collect();
        used.sort_by(|a, b| count[*b].cmp(&count[*a]).then(a.cmp(b)));
        used.truncate(usize::from(TRANSPARENT));
        let colours: Vec<[u8; 3]> = used.iter().map(|&b| sums[b].map(|s| (s / count[b]) as u8)).collect();
        let nearest = (0..BINS).map(|b| nearest_of(&colours, b)).collect();
        let mut rgb: Vec<u8> = colours.iter().flatten().copied().collect();
        rgb.resize(256 * 3, 0);
        Palette { rgb, nearest }
    }

    fn index(&self, px: &[u8]) -> u8 {
        self.nearest[bin(px)]
    }
}

/// The palette entry nearest to the centre of bin `b` (by weighted RGB distance).
fn nearest_of(colours: &[[u8; 3]], b: usize) -> u8 {
    let centre = [((b >> 10) & 31) as i32 * 8 + 4, ((b >> 5) & 31) as i32 * 8 + 4, (b & 31) as i32 * 8 + 4];
    let distance = |c: &[u8; 3]| {
        let d: Vec<i32> = (0..3).map(|i| i32::from(c[i]) - centre[i]).collect();
        2 * d[0] * d[0] + 4 * d[1] * d[1] + 3 * d[2] * d[2]
    };
    let best = colours.iter().enumerate().min_by_key(|(_, c)| distance(c)).map_or(0, |(i, _)| i);
    best as u8
}

/// The smallest rectangle (left, top, width, height) holding every pixel that differs between
/// two frames of `width` columns; `None` if none does.
fn changed(before: &[u8], after: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let row = width * 3;
    let rows = before.len() / row;
    let differs = |y: usize| before[y * row..(y + 1) * row] != after[y * row..(y + 1) * row];
    let top = (0..rows).find(|&y| differs(y))?;
    let bottom = (0..rows).rev().find(|&y| differs(y))?;
    let column_differs = |x: usize| {
        (top..=bottom).any(|y| {
            before[y * row + x * 3..y * row + x * 3 + 3] != after[y * row + x * 3..y * row + x * 3 + 3]
        })
    };
    let left = (0..width).find(|&x| column_differs(x))?;
    let right = (0..width).rev().find(|&x| column_differs(x))?;
    Some((left, top, right - left + 1, bottom - top + 1))
}

/// An animated GIF of `count` frames drawn in order by `frame` (the first and the last are drawn
/// first, for the palette and the size; a frame of another size is padded or cut to theirs), each
/// shown a turn's time and the last held longer. Only two frames are held at a time.
pub fn gif(
    count: usize,
    mut frame: impl FnMut(usize) -> Result<RgbFrame, RenderError>,
) -> Result<Vec<u8>, RenderError> {
    if count == 0 {
        return Err(RenderError::NoFrames);
    }
    let first = frame(0)?;
    let mut last = if count > 1 { Some(frame(count - 1)?) } else { None };
    let (width, height) = match &last {
        Some(l) => (first.width.max(l.width), first.height.max(l.height)),
        None => (first.width, first.height),
    };
    let (w16, h16) = match (u16::try_from(width), u16::try_from(height)) {
        (Ok(w), Ok(h)) => (w, h),
        _ => return Err(RenderError::Encode(format!("a {width}×{height} frame is too large for a GIF"))),
    };
    let fill = [crate::palette::PAGE.0, crate::palette::PAGE.1, crate::palette::PAGE.2];
    let palette = match &last {
        Some(l) => Palette::of(&[&first.pixels, &l.pixels]),
        None => Palette::of(&[&first.pixels]),
    };
    let encode_err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::new();
    let mut encoder = Encoder::new(&mut out, w16, h16, &palette.rgb).map_err(encode_err)?;
    encoder.set_repeat(Repeat::Infinite).map_err(encode_err)?;
    let mut shown: Option<Vec<u8>> = None;
    let mut first = Some(first);
    for i in 0..count {
        let drawn = match i {
            0 => first.take(),
            _ if i + 1 == count => last.take(),
            _ => None,
        };
        let drawn = match drawn {
            Some(d) => d,
            None => frame(i)?,
        };
        let pixels = drawn.padded(width, height, fill);
        let delay = if i + 1 == count { LAST_DELAY } else { TURN_DELAY };
        let written =
            changed_frame(&palette, shown.as_deref(), &pixels, width as usize, height as usize, delay);
        encoder.write_frame(&written).map_err(encode_err)?;
        shown = Some(pixels);
    }
    drop(encoder);
    Ok(out)
}

/// The GIF frame that turns `shown` (the whole picture for the first frame) into `pixels`: the
/// changed rectangle, its unchanged pixels transparent.
fn changed_frame(
    palette: &Palette,
    shown: Option<&[u8]>,
    pixels: &[u8],
    width: usize,
    height: usize,
    delay: u16,
) -> Frame<'static> {
    let rect = match shown {
        None => Some((0, 0, width, height)),
        Some(before) => changed(before, pixels, width),
    };
    // An unchanged board still takes its time: one transparent pixel.
    let (left, top, w, h) = rect.unwrap_or((0, 0, 1, 1));
    let mut buffer = Vec::with_capacity(w * h);
    for y in top..top + h {
        for x in left..left + w {
            let at = (y * width + x) * 3;
            let same = shown.is_some_and(|b| b[at..at + 3] == pixels[at..at + 3]);
            buffer.push(if same { TRANSPARENT } else { palette.index(&pixels[at..at + 3]) });
        }
    }
    Frame {
        left: left as u16,
        top: top as u16,
        width: w as u16,
        height: h as u16,
        delay,
        dispose: DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        buffer: Cow::Owned(buffer),
        ..Frame::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(width: u32, height: u32, colour: [u8; 3]) -> RgbFrame {
        let pixels = colour.iter().copied().cycle().take(width as usize * height as usize * 3).collect();
        RgbFrame { width, height, pixels }
    }

    #[test]
    fn shrinking_averages_blocks_to_fit_the_width() {
        let mut frame = flat(4, 2, [0, 0, 0]);
        frame.pixels[0..3].copy_from_slice(&[200, 100, 40]);
        let small = frame.shrunk(2);
        assert_eq!((small.width, small.height), (2, 1));
        assert_eq!(&small.pixels[0..3], &[50, 25, 10]);
        assert_eq!(flat(800, 10, [1, 2, 3]).shrunk(800).width, 800);
    }

    #[test]
    fn only_the_changed_rectangle_is_written() {
        let before = flat(10, 8, [9, 9, 9]);
        let mut after = flat(10, 8, [9, 9, 9]);
        for (x, y) in [(2, 3), (6, 5)] {
            let at = (y * 10 + x) * 3;
            after.pixels[at..at + 3].copy_from_slice(&[200, 0, 0]);
        }
        assert_eq!(changed(&before.pixels, &after.pixels, 10), Some((2, 3, 5, 3)));
        assert_eq!(changed(&before.pixels, &before.pixels, 10), None);
        assert_eq!(
            changed_frame(&Palette::of(&[&before.pixels]), Some(&before.pixels), &before.pixels, 10, 8, 5)
                .width,
            1
        );
        let mut frames = [Some(before), Some(after), Some(flat(10, 8, [9, 9, 9]))];
        let bytes = gif(3, |i| Ok(frames[i].take().unwrap())).unwrap();
        let mut decoder = gif::DecodeOptions::new().read_info(bytes.as_slice()).unwrap();
        let mut frames = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            frames.push((frame.left, frame.top, frame.width, frame.height, frame.delay));
        }
        assert_eq!(
            frames,
            vec![(0, 0, 10, 8, TURN_DELAY), (2, 3, 5, 3, TURN_DELAY), (2, 3, 5, 3, LAST_DELAY)]
        );
    }

    #[test]
    fn no_frames_is_an_error() {
        assert_eq!(gif(0, |_| Ok(flat(1, 1, [0, 0, 0]))).unwrap_err(), RenderError::NoFrames);
    }
}
