/** The messaging feature's public entry (the page itself is lazy-loaded by the router). */
export { MessagingNavBadge } from './messaging-nav-badge';
export { MessagingLive } from './messaging-live';
export { unreadQueryOptions, useUnread } from './api/get-unread';
export { authorName, messagePreview, messageTime } from './channel-labels';
export { MessagingHeaderLink } from './messaging-header-link';
