/**
 * The lobby controls (renderer/lib/LobbyControls.svelte) on a phone, drawn through LazyPart: only
 * the VIP holds them, in the lobby and on the game-over screen, so reaching the lobby does not
 * download them and a player's phone never does. The host controls take them on demand too
 * (renderer/host/App.svelte): one file either page fetches whole, where a file the host controls
 * imported and the phone fetched would need a module-namespace helper of the bundler's own, one
 * more file for the phone.
 */
export const lobbyControls = () => import('../lib/LobbyControls.svelte');
