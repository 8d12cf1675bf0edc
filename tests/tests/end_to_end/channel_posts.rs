//! The table a group follows, through the terminal: whole games with two humans (and bots) post
//! one board per change of who acts, a hand picture only when that hand changed, no menu step in
//! `/log`, and the finished game still answers `/board`, `/log` and `/status`.

use std::collections::HashMap;

use kontor_engine::{GameRng, Seat};
use kontor_service::{ChatKey, Command, UserKey};
use kontor_tests::{Served, run_script, temporary_service};

const HUMANS: [&str; 2] = ["alice", "bob"];

/// What the generating run counted: times the acting seats changed, and per human the times
/// their hand changed.
struct Counted {
    script: String,
    changes: usize,
    hand_changes: HashMap<&'static str, usize>,
}

async fn say(svc: &Served, who: &str, line: &str) {
    let (chat, user) = (ChatKey::new("local", "local"), UserKey::new("local", who));
    svc.handle(Command::text(chat, user, who, line)).await;
}

/// A fingerprint of every human seat's hand, by its private summary.
fn hands(svc: &Served) -> Vec<String> {
    let game = svc.store().load_snapshot(1).unwrap().unwrap();
    (0..game.seats()).map(|s| format!("{:?}", game.private_summary(Seat(s as u8)))).collect()
}

/// Plays a game of `opening` to its end, each human playing the game's playout policy's move (a
/// random legal move weighted the way games are played, so that a game lasts as long as a
/// group's), and writes it down as a terminal script.
async fn generate(opening: &[(&str, &str)]) -> Counted {
    let svc = temporary_service(false);
    let mut script = String::new();
    for (who, line) in opening {
        say(&svc, who, line).await;
        script.push_str(&format!("{who} {line}\n"));
    }
    let seat_of =
        |who: &str| svc.store().record(1).unwrap().unwrap().seats.iter().position(|s| s.name == who);
    let mut rng = GameRng::from_seed(11);
    let (mut changes, mut hand_changes) = (0, HashMap::new());
    for _ in 0..20_000 {
        let Some((who, line)) = policy_move(&svc, &mut rng) else { break };
        let game = svc.store().load_snapshot(1).unwrap().unwrap();
        let (before, owner, held) =
            (svc.store().record(1).unwrap().unwrap().actions, game.turn_owner(), hands(&svc));
        say(&svc, &who, &line).await;
        script.push_str(&format!("{who} {line}\n"));
        let game = svc.store().load_snapshot(1).unwrap().unwrap();
        let record = svc.store().record(1).unwrap().unwrap();
        let mine = seat_of(&who).map(|i| Seat(i as u8));
        let inside = record.actions == before + 1
            && game.turn_owner() == owner
            && game.active_seats() == mine.into_iter().collect::<Vec<_>>();
        changes += usize::from(!inside);
        let now = hands(&svc);
        for human in HUMANS {
            let seat = seat_of(human).unwrap();
            *hand_changes.entry(human).or_insert(0) += usize::from(now[seat] != held[seat]);
        }
    }
    assert!(svc.store().load_snapshot(1).unwrap().unwrap().is_over(), "the game ends");
    Counted { script, changes, hand_changes }
}

/// The acting human and their move by the game's playout policy, or `None` once no human acts.
fn policy_move(svc: &Served, rng: &mut GameRng) -> Option<(String, String)> {
    let game = svc.store().load_snapshot(1).unwrap().unwrap();
    let record = svc.store().record(1).unwrap().unwrap();
    let &seat = game.active_seats().first()?;
    let who = record.seats[seat.index()].name.clone();
    assert!(HUMANS.contains(&who.as_str()), "only humans are left to act once the bots have moved: {who}");
    let action = game.playout_action(seat, rng).expect("a legal move");
    Some((who, format!("/play {}", game.format_action(&action))))
}

/// Runs the script through the terminal with pictures, then the commands after the end; checks
/// the posts against the counts.
async fn check(game: &str, counted: Counted) {
    let dir = tempfile::tempdir().unwrap();
    let after = "alice /log 50\nbob /board\nbob /status\n";
    let printed =
        run_script(&temporary_service(true), &format!("{}{after}", counted.script), dir.path()).await;
    let images: Vec<&str> = printed.lines().filter_map(|l| l.strip_prefix("[image] ")).collect();
    let boards = images.iter().filter(|p| p.contains("-v")).count();
    // The start's post, one per change, the board `/board` shows after the end.
    assert!(boards <= counted.changes + 2, "{game}: {boards} boards for {} changes", counted.changes);
    for human in HUMANS {
        let shown = hand_pictures(&printed, human);
        let changed = counted.hand_changes[human];
        assert!(shown <= changed + 1, "{game}: {human}'s hand drawn {shown} times, changed {changed} times");
    }
    let tail = printed.rsplit("Game over! Final ranking:").next().unwrap();
    assert!(!tail.contains("There is no game"), "{game}: {tail}");
    assert!(tail.contains("finished"), "{game}: /status after the end: {tail}");
    for step in ["plays back", "plays place trader", "plays place merchant", "plays displace trader"] {
        assert!(!printed.contains(step), "{game}: a menu step in the log: {step}");
    }
}

/// The hand pictures sent to `human`: `[image] …-hand-….png` lines right after a `[@human]` line.
fn hand_pictures(printed: &str, human: &str) -> usize {
    let mut last_to = "";
    let mut count = 0;
    for line in printed.lines() {
        if let Some(path) = line.strip_prefix("[image] ") {
            count += usize::from(path.contains("-hand-") && last_to == human);
        } else if let Some(rest) = line.strip_prefix("[@") {
            last_to = rest.split(']').next().unwrap_or("");
        } else {
            last_to = "";
        }
    }
    count
}

/// Two humans and two bots at a 4-seat Hansa table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hansa_game_posts_one_board_per_change_of_who_acts() {
    let hansa = [
        ("alice", "/new hansa players=4 seed=3"),
        ("bob", "/join"),
        ("alice", "/addbot"),
        ("alice", "/addbot"),
        ("alice", "/start"),
    ];
    check("hansa", generate(&hansa).await).await;
}

/// Two humans at Thurn und Taxis.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thurn_und_taxis_game_posts_one_board_per_change_of_who_acts() {
    two_humans("/new thurn-taxis players=2 seed=3").await;
}

/// Two humans at Traders of Carthage.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_carthage_game_posts_one_board_per_change_of_who_acts() {
    two_humans("/new carthage players=2 seed=3").await;
}

async fn two_humans(new: &str) {
    let opening = [("alice", new), ("bob", "/join"), ("alice", "/start")];
    check(new, generate(&opening).await).await;
}
