//! The legend of a chart: its entries packed into rows that fit across the picture, for the score
//! breakdown (`chart.rs`) and the score history (`timeline.rs`).

use crate::RenderError;

/// One entry of a legend: what it stands for (a category or a seat), its label and its width.
pub struct Entry {
    pub index: usize,
    pub label: String,
    pub width: i32,
}

/// Entries in rows, `spacing` apart within a row.
pub struct Legend {
    rows: Vec<Vec<Entry>>,
    spacing: i32,
}

impl Legend {
    /// Packs `entries` in order into rows at most `max` wide; an entry wider than a row gets a
    /// row of its own.
    pub fn pack(entries: impl IntoIterator<Item = Entry>, max: i32, spacing: i32) -> Legend {
        let mut rows: Vec<Vec<Entry>> = vec![Vec::new()];
        let mut x = 0;
        for entry in entries {
            if x > 0 && x + entry.width > max {
                rows.push(Vec::new());
                x = 0;
            }
            x += entry.width + spacing;
            rows.last_mut().expect("a row").push(entry);
        }
        Legend { rows, spacing }
    }

    /// How many rows the legend takes.
    pub fn rows(&self) -> usize {
        self.rows.len()
    }

    /// Draws every entry with `draw(x, y, entry)`: the rows `row_h` apart from `(left, top)`.
    pub fn draw(
        &self,
        (left, top): (i32, i32),
        row_h: i32,
        mut draw: impl FnMut(i32, i32, &Entry) -> Result<(), RenderError>,
    ) -> Result<(), RenderError> {
        for (row, entries) in self.rows.iter().enumerate() {
            let y = top + row as i32 * row_h;
            let mut x = left;
            for entry in entries {
                draw(x, y, entry)?;
                x += entry.width + self.spacing;
            }
        }
        Ok(())
    }
}
