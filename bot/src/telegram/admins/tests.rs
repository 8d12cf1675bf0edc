use serde_json::json;

use super::*;

fn member(id: i64, status: &str) -> ChatMember {
    let user = json!({"id": id, "is_bot": false, "first_name": "someone"});
    let mut member = json!({"status": status, "user": user, "is_anonymous": false});
    if status == "administrator" {
        for right in ["can_be_edited", "can_manage_chat", "can_change_info", "can_delete_messages"] {
            member[right] = json!(right != "can_be_edited");
        }
        for right in
            ["can_manage_video_chats", "can_invite_users", "can_restrict_members", "can_promote_members"]
        {
            member[right] = json!(false);
        }
    }
    serde_json::from_value(member).unwrap()
}

#[test]
fn the_creator_and_the_administrators_moderate() {
    let members = [member(1, "creator"), member(2, "administrator"), member(3, "member")];
    assert_eq!(administrators(&members), HashSet::from([1, 2]));
}

#[test]
fn views_and_moves_need_no_lookup_everything_else_does() {
    for line in ["/hand", "/moves", "/play take r5", "/status@kontor_bot", "/HELP"] {
        assert!(!may_need_moderator(line), "{line}");
    }
    for line in ["/abandon", "/lang chat pl", "/remind 2h", "/kick @bob", "/start", "/addbot", "/frobnicate"]
    {
        assert!(may_need_moderator(line), "{line}");
    }
}

#[test]
fn a_lookup_is_kept_for_its_expiry_and_no_longer() {
    let admins = Admins::default();
    let at = Instant::now();
    assert_eq!(admins.known(-1, 7, at), None, "never looked up");
    admins.keep(-1, HashSet::from([7]), at);
    let almost = at + ADMINS_FOR - Duration::from_secs(1);
    assert_eq!(admins.known(-1, 7, almost), Some(true));
    assert_eq!(admins.known(-1, 8, almost), Some(false));
    assert_eq!(admins.known(-2, 7, almost), None, "another group");
    assert_eq!(admins.known(-1, 7, at + ADMINS_FOR), None, "expired");
}

#[test]
fn the_cache_keeps_at_most_max_groups_forgetting_the_oldest() {
    let admins = Admins::default();
    let start = Instant::now();
    for i in 0..MAX_GROUPS as i64 {
        admins.keep(-1 - i, HashSet::new(), start + Duration::from_millis(i as u64));
    }
    assert_eq!(admins.len(), MAX_GROUPS);
    let later = start + Duration::from_secs(60);
    admins.keep(-99_999_999, HashSet::from([5]), later);
    assert_eq!(admins.len(), MAX_GROUPS);
    assert_eq!(admins.known(-1, 5, later), None, "the oldest group is forgotten");
    assert_eq!(admins.known(-2, 5, later), Some(false), "the next one is kept");
    assert_eq!(admins.known(-99_999_999, 5, later), Some(true));
    let stale = start + ADMINS_FOR + Duration::from_secs(30);
    admins.keep(-100_000_000, HashSet::new(), stale);
    assert_eq!(admins.len(), 2, "stale groups go first, all of them");
}
