//! Chat administrators as `getChatAdministrators` answers: a test names a group's creator and
//! administrators, the fake answers with Telegram's ChatMember objects (`ChatMemberOwner` for the
//! creator, `ChatMemberAdministrator` for the others) and refuses a private chat as Telegram does.

use serde_json::{Value, json};

use super::record::Inner;
use super::{FakeTelegram, user};

impl FakeTelegram {
    /// Makes `admins` the administrators of group `chat`, the first its creator (a group nobody
    /// was named for has none: its creator left).
    pub fn set_admins(&self, chat: i64, admins: &[(i64, &str)]) {
        let admins = admins.iter().map(|(id, name)| (*id, (*name).to_string())).collect();
        self.inner.lock().unwrap().admins.insert(chat, admins);
    }

    /// How many times the bot asked for the administrators of `chat`.
    pub fn admin_lookups(&self, chat: i64) -> usize {
        let inner = self.inner.lock().unwrap();
        inner.calls.iter().filter(|c| c.method == "getchatadministrators" && c.chat() == Some(chat)).count()
    }
}

/// Telegram's answer to `getChatAdministrators` for `chat`: the creator first, then the others;
/// a refusal for a private chat.
pub(super) fn administrators(chat: i64, inner: &Inner) -> Result<Value, (u16, Value)> {
    if chat > 0 {
        return Err((400, json!("Bad Request: there are no administrators in the private chat")));
    }
    let admins = inner.admins.get(&chat).map(Vec::as_slice).unwrap_or_default();
    let members = admins.iter().enumerate().map(|(i, (id, name))| member(*id, name, i == 0)).collect();
    Ok(Value::Array(members))
}

/// A ChatMemberOwner, or a ChatMemberAdministrator who may manage the chat and delete messages.
pub fn member(id: i64, name: &str, creator: bool) -> Value {
    if creator {
        return json!({"status": "creator", "user": user(id, name), "is_anonymous": false});
    }
    json!({
        "status": "administrator", "user": user(id, name), "can_be_edited": false, "is_anonymous": false,
        "can_manage_chat": true, "can_delete_messages": true, "can_manage_video_chats": false,
        "can_restrict_members": true, "can_promote_members": false, "can_change_info": false,
        "can_invite_users": true, "can_post_stories": false, "can_edit_stories": false,
        "can_delete_stories": false, "can_pin_messages": true,
    })
}
