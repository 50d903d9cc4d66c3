//! A small Swiss worked out by hand, pairings and standings, checked
//! against `punctbot::tournament`; and the tie-breaks after points, one by
//! one.

use punctbot::tournament::{
    pair_swiss, standings, Board, Game, GameResult, Pairings, Player, PlayerId, Round,
};

fn player(id: u64, rating: i32) -> Player {
    Player {
        id: PlayerId(id),
        rating,
        withdrawn: false,
    }
}

fn board(first: u64, second: u64) -> Board {
    Board {
        first: PlayerId(first),
        second: PlayerId(second),
    }
}

/// The round the pairings make with these results, board by board.
fn play(pairings: &Pairings, results: &[GameResult]) -> Round {
    let mut results = results.iter();
    pairings.with_results(|_| *results.next().expect("a result for every board"))
}

/// Five players, ratings 1900 (1) down to 1500 (5), three rounds.
///
/// Round 1. Everyone on 0: one score group, in rating order 1 2 3 4 5. The
/// bye goes to the lowest-ranked, 5. The other four are paired top half
/// against bottom half: 1–3 and 2–4 (the group has five places, so the
/// ideal distance is two places: 1–3, 2–4 cost nothing, 1–2/3–4 and 1–4/2–3
/// cost more). Nobody has a colour yet: the higher-ranked moves first on
/// board 1 (1–3) and second on board 2 (4–2).
/// Results: 1 beats 3, 4 and 2 draw.
///
/// After round 1: 1 and 5 on 1 point, 2 and 4 on ½, 3 on 0. Balances (first
/// minus second): 1 +1, 4 +1, 2 −1, 3 −1, 5 0 (a bye has no colour).
///
/// Round 2. Order: 1 (1, 1900), 5 (1, 1500), 2 (½, 1800), 4 (½, 1600),
/// 3 (0). The bye goes to the lowest-ranked who has not had one: 3. Left:
/// 1 5 2 4, and 2–4 have met, so the pairings are 1–2 & 5–4 or 1–4 & 5–2.
/// 1–4 would have two players on +1 meet (one would go to +2: colour
/// excess), so 1–2 and 5–4. Colours: 2 (−1) moves first against 1 (+1):
/// 2–1; 5 (0) first against 4 (+1): 5–4.
/// Results: 1 beats 2 (moving second), 5 beats 4.
///
/// After round 2: 1 and 5 on 2, 3 on 1 (bye), 2 and 4 on ½. Balances: 1 0
/// (last second), 5 +1, 2 0 (last first), 4 0 (last second), 3 −1.
///
/// Round 3. Order: 1 (2, 1900), 5 (2, 1500), 3 (1), 2 (½, 1800), 4 (½).
/// 5 and 3 have had the bye: it goes to 4. Left 1 5 3 2, where 1 has met 3
/// and 2: only 1–5 and 3–2. Colours: 1 (0, due first) against 5 (+1, due
/// second): 1–5. 3 (−1) against 2 (0, due second after moving first):
/// 3–2.
/// Results: 1 and 5 draw, 2 beats 3 (moving second).
///
/// Final points: 1 2½, 5 2½, 2 1½, 4 1½, 3 1.
///
/// The score each player brings to their opponents' tie-breaks counts
/// their unplayed rounds (byes) as draws: 1 2½ (no bye), 5 1½ + ½ = 2,
/// 2 1½, 4 ½ + ½ = 1, 3 0 + ½ = ½. A player's own unplayed round counts
/// as a game against an opponent with their own score.
///
/// | player | Buchholz                   | Sonneborn-Berger                 |
/// |--------|----------------------------|----------------------------------|
/// | 1      | 3: ½ + 2: 1½ + 5: 2 = 4    | ½ + 1½ + ½·2 = 3                 |
/// | 5      | bye: 2½ + 4: 1 + 1: 2½ = 6 | bye 1·2½ + 1 + ½·2½ = 4.75       |
/// | 2      | 4: 1 + 1: 2½ + 3: ½ = 4    | ½·1 + 0 + ½ = 1                  |
/// | 4      | 2: 1½ + 5: 2 + bye: 1½ = 5 | ½·1½ + 0 + bye 1·1½ = 2.25       |
/// | 3      | 1: 2½ + bye: 1 + 2: 1½ = 5 | 0 + bye 1·1 + 0 = 1              |
///
/// Standings: 5 (2½, Buchholz 6) before 1 (2½, 4); 4 (1½, 5) before 2
/// (1½, 4); 3 last.
#[test]
fn five_player_swiss_matches_the_hand_computation() {
    let players = [
        player(1, 1900),
        player(2, 1800),
        player(3, 1700),
        player(4, 1600),
        player(5, 1500),
    ];
    let mut rounds = Vec::new();

    let first = pair_swiss(&players, &rounds).unwrap();
    assert_eq!(first.boards, [board(1, 3), board(4, 2)]);
    assert_eq!(first.bye, Some(PlayerId(5)));
    rounds.push(play(&first, &[GameResult::FirstWon, GameResult::Draw]));

    let second = pair_swiss(&players, &rounds).unwrap();
    assert_eq!(second.boards, [board(2, 1), board(5, 4)]);
    assert_eq!(second.bye, Some(PlayerId(3)));
    rounds.push(play(
        &second,
        &[GameResult::SecondWon, GameResult::FirstWon],
    ));

    let third = pair_swiss(&players, &rounds).unwrap();
    assert_eq!(third.boards, [board(1, 5), board(3, 2)]);
    assert_eq!(third.bye, Some(PlayerId(4)));
    rounds.push(play(&third, &[GameResult::Draw, GameResult::SecondWon]));

    let table: Vec<(u64, String, String, String)> = standings(&players, &rounds)
        .iter()
        .map(|line| {
            (
                line.player.0,
                line.points.to_string(),
                line.buchholz.to_string(),
                line.sonneborn_berger.to_string(),
            )
        })
        .collect();
    let expected = [
        (5, "2.5", "6", "4.75"),
        (1, "2.5", "4", "3"),
        (4, "1.5", "5", "2.25"),
        (2, "1.5", "4", "1"),
        (3, "1", "5", "1"),
    ]
    .map(|(id, points, buchholz, sb)| (id, points.to_owned(), buchholz.to_owned(), sb.to_owned()));
    assert_eq!(table, expected);
}

fn game(first: u64, second: u64, result: GameResult) -> Game {
    Game {
        first: PlayerId(first),
        second: PlayerId(second),
        result,
    }
}

/// A round-robin of three where everyone beat someone: all on 1 point, and
/// Buchholz (2 each) cannot separate them. Sonneborn-Berger can't either
/// (each beat a player on 1). The three met each other, but scored 1 each
/// among themselves: the direct encounter is level too, and rating decides.
#[test]
fn a_cycle_of_wins_is_settled_by_rating() {
    let players = [player(1, 1500), player(2, 1700), player(3, 1600)];
    let rounds = [
        Round {
            games: vec![game(2, 3, GameResult::FirstWon)],
            bye: None,
        },
        Round {
            games: vec![game(3, 1, GameResult::FirstWon)],
            bye: None,
        },
        Round {
            games: vec![game(1, 2, GameResult::FirstWon)],
            bye: None,
        },
    ];
    let table = standings(&players, &rounds);
    let order: Vec<u64> = table.iter().map(|line| line.player.0).collect();
    assert_eq!(order, [2, 3, 1]);
    assert!(table
        .iter()
        .all(|line| line.direct_encounter == table[0].direct_encounter));
    assert_eq!(table[0].rank, 1);
    assert_eq!(table[2].rank, 3);
}

/// Two players level on points, Buchholz and Sonneborn-Berger: the one who
/// won their game is ahead, whatever the ratings say.
///
/// Round 1: 1 beats 2, 5 beats 3, 4 beats 6. Round 2: 3 beats 1, 2 beats
/// 4, 5 and 6 draw. Points: 5 1½; 1, 2, 3, 4 on 1; 6 ½.
/// Buchholz: 1 = 2 (1) + 3 (1) = 2, 2 = 1 (1) + 4 (1) = 2, 3 = 5 + 1 = 2½,
/// 4 = 6 + 2 = 1½. Sonneborn-Berger: 1 beat 2 (1) = 1, 2 beat 4 (1) = 1.
/// 1 and 2 are level on all three; 1 won their game: 1 before 2, though
/// 2 is rated 800 higher.
#[test]
fn the_game_between_them_comes_before_rating() {
    let players = [
        player(1, 1200),
        player(2, 2000),
        player(3, 1500),
        player(4, 1500),
        player(5, 1500),
        player(6, 1500),
    ];
    let rounds = [
        Round {
            games: vec![
                game(1, 2, GameResult::FirstWon),
                game(3, 5, GameResult::SecondWon),
                game(4, 6, GameResult::FirstWon),
            ],
            bye: None,
        },
        Round {
            games: vec![
                game(3, 1, GameResult::FirstWon),
                game(2, 4, GameResult::FirstWon),
                game(5, 6, GameResult::Draw),
            ],
            bye: None,
        },
    ];
    let table = standings(&players, &rounds);
    let order: Vec<u64> = table.iter().map(|line| line.player.0).collect();
    assert_eq!(order, [5, 3, 1, 2, 4, 6]);
    assert_eq!(
        table[2].direct_encounter.map(|points| points.to_string()),
        Some("1".to_owned())
    );
    assert_eq!(
        table[3].direct_encounter.map(|points| points.to_string()),
        Some("0".to_owned())
    );
    assert_eq!(table[4].direct_encounter, None);
}
