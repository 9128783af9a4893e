import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { notificationsApi } from '@portal/shared/api/notifications';
import { formatDateTime } from '@portal/shared/format';
import type { Notification } from '@portal/shared/notifications';
import { href } from '@portal/shared/routes';
import { useCallback, useEffect, useState } from 'react';
import { useRedirect } from 'react-admin';
import { callApi } from '../providers/http.ts';

/** How often the bell asks again while the back office is open. */
export const STAFF_BELL_POLL_MS = 60_000;

/**
 * The staff's bell in the back office's bar: what reached them (a new interest to broker, a
 * question, a feedback), the unread count on it, the five newest in its menu. Opening one marks
 * it read and goes to its record; the portal's /notifications keeps them all.
 */
export function StaffBell() {
  const redirect = useRedirect();
  const [items, setItems] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const load = useCallback(async () => {
    try {
      const answer = await callApi(notificationsApi.list, { query: { per_page: 5 } });
      setItems(answer.data);
      setUnread(answer.meta.unread);
    } catch {
      // The bell is a convenience: a failed poll leaves it as it was, the next one tries again.
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), STAFF_BELL_POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const open = async (item: Notification) => {
    setAnchor(null);
    if (!item.read_at) await callApi(notificationsApi.read, { params: { id: item.id } }).catch(() => undefined);
    void load();
    // A back-office record opens here; a portal page (a dossier) in the portal.
    if (item.link.startsWith('/admin/')) redirect(item.link.slice('/admin'.length));
    else window.location.assign(item.link);
  };

  const label = unread > 0 ? `Thông báo (${unread} chưa đọc)` : 'Thông báo';
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ minWidth: 44, minHeight: 44 }}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        // Drawn outside the page's landmarks: a named region of its own, so nothing on screen is outside one.
        slotProps={{
          paper: { role: 'region', 'aria-label': 'Thông báo của tôi' },
          list: { 'aria-label': 'Thông báo' },
        }}
      >
        {items.length === 0 && (
          <MenuItem disabled>
            <ListItemText>Chưa có thông báo nào.</ListItemText>
          </MenuItem>
        )}
        {items.map((item) => (
          <MenuItem key={item.id} onClick={() => void open(item)} sx={{ whiteSpace: 'normal', maxWidth: 420 }}>
            <ListItemText
              primary={item.text}
              secondary={formatDateTime(item.created_at)}
              slotProps={{ primary: { sx: { fontWeight: item.read_at ? 400 : 700 } } }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component="a" href={href('Notifications')}>
          <Typography variant="body2">Xem tất cả thông báo</Typography>
        </MenuItem>
      </Menu>
    </>
  );
}
