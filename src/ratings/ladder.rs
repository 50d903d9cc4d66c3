//! A server's ladder for one game: who stands where, a page at a time.

use std::cmp::Ordering;

use super::Rating;

/// One player's standing in one game on one server.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub user: u64,
    /// As the player is called on that server.
    pub name: String,
    /// Brought up to date for inactivity.
    pub rating: Rating,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// How the rating moved recently (over the last week), in points.
    pub trend: f64,
}

impl Standing {
    /// Rated games played.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// A standing with its rank.
#[derive(Clone, Debug, PartialEq)]
pub struct LadderRow {
    /// 1 for the best; players with the same shown rating share a rank
    /// ("1, 2, 2, 4").
    pub rank: usize,
    pub standing: Standing,
}

/// One page of a ladder.
#[derive(Clone, Debug, PartialEq)]
pub struct LadderPage {
    /// Counted from 1; clamped to the pages there are.
    pub page: usize,
    pub pages: usize,
    /// Players on the ladder in all.
    pub players: usize,
    pub rows: Vec<LadderRow>,
    /// The caller's own row when it is not on this page (and they have
    /// played).
    pub caller: Option<LadderRow>,
}

/// The order of the ladder: established players before provisional ones,
/// each by rating (as shown, rounded) from the top; among equals, more games
/// first, then by name, then by id, so the order never depends on chance.
fn ladder_order(a: &Standing, b: &Standing) -> Ordering {
    a.rating
        .is_provisional()
        .cmp(&b.rating.is_provisional())
        .then_with(|| shown(b).cmp(&shown(a)))
        .then_with(|| b.games().cmp(&a.games()))
        .then_with(|| a.name.cmp(&b.name))
        .then_with(|| a.user.cmp(&b.user))
}

/// The rating as shown, for ties: two players shown with the same number
/// share a rank.
fn shown(standing: &Standing) -> i64 {
    standing.rating.rating.round() as i64
}

/// Ranks `standings` and cuts out page `page` (from 1) of `page_size` rows,
/// adding the caller's own row when it falls on another page.
#[must_use]
pub fn ladder_page(
    mut standings: Vec<Standing>,
    page: usize,
    page_size: usize,
    caller: u64,
) -> LadderPage {
    let page_size = page_size.max(1);
    standings.sort_unstable_by(ladder_order);
    let players = standings.len();
    let pages = players.div_ceil(page_size).max(1);
    let page = page.clamp(1, pages);
    let mut rows = Vec::with_capacity(page_size);
    let mut caller_row = None;
    let first = (page - 1) * page_size;
    let mut rank = 0;
    let mut previous: Option<(bool, i64)> = None;
    for (index, standing) in standings.into_iter().enumerate() {
        let key = (standing.rating.is_provisional(), shown(&standing));
        if previous != Some(key) {
            rank = index + 1;
            previous = Some(key);
        }
        let on_page = (first..first + page_size).contains(&index);
        if on_page {
            rows.push(LadderRow { rank, standing });
        } else if standing.user == caller {
            caller_row = Some(LadderRow { rank, standing });
        }
    }
    LadderPage {
        page,
        pages,
        players,
        rows,
        caller: caller_row,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standing(user: u64, rating: f64, deviation: f64, games: u32) -> Standing {
        Standing {
            user,
            name: format!("player {user}"),
            rating: Rating {
                rating,
                deviation,
                volatility: 0.06,
            },
            wins: games,
            losses: 0,
            draws: 0,
            trend: 0.0,
        }
    }

    fn users(rows: &[LadderRow]) -> Vec<(usize, u64)> {
        rows.iter()
            .map(|row| (row.rank, row.standing.user))
            .collect()
    }

    #[test]
    fn established_players_come_first_and_ties_share_a_rank() {
        let standings = vec![
            standing(1, 1600.0, 300.0, 2), // provisional: after everyone established
            standing(2, 1550.2, 80.0, 10),
            standing(3, 1549.8, 80.0, 30), // shown 1550 too: tied with 2, more games first
            standing(4, 1700.0, 60.0, 5),
            standing(5, 1400.0, 90.0, 9),
            standing(6, 1450.0, 200.0, 1),
        ];
        let page = ladder_page(standings, 1, 10, 4);
        assert_eq!(
            users(&page.rows),
            [(1, 4), (2, 3), (2, 2), (4, 5), (5, 1), (6, 6)]
        );
        assert_eq!((page.page, page.pages, page.players), (1, 1, 6));
        assert_eq!(page.caller, None, "the caller is on the page");
    }

    #[test]
    fn pages_are_cut_and_clamped_and_the_callers_row_is_added() {
        let standings: Vec<Standing> = (1..=25)
            .map(|user| standing(user, 2000.0 - user as f64 * 10.0, 50.0, 3))
            .collect();
        let second = ladder_page(standings.clone(), 2, 10, 3);
        assert_eq!(second.pages, 3);
        assert_eq!(
            users(&second.rows),
            (11..=20).map(|u| (u as usize, u)).collect::<Vec<_>>()
        );
        assert_eq!(
            second
                .caller
                .as_ref()
                .map(|row| (row.rank, row.standing.user)),
            Some((3, 3))
        );
        let last = ladder_page(standings.clone(), 99, 10, 0);
        assert_eq!((last.page, last.rows.len()), (3, 5));
        assert_eq!(last.caller, None, "a caller who has not played has no row");
        let first = ladder_page(standings, 0, 10, 0);
        assert_eq!(first.page, 1);
    }

    #[test]
    fn an_empty_ladder_has_one_empty_page() {
        let page = ladder_page(Vec::new(), 3, 10, 1);
        assert_eq!(
            (page.page, page.pages, page.players, page.rows.len()),
            (1, 1, 0, 0)
        );
    }
}
