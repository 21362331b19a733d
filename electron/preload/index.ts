import { contextBridge } from 'electron';

// The renderers' only window onto the app; it grows as the host controls need it, one typed
// call at a time, each validated on the main side.
contextBridge.exposeInMainWorld('hideout', Object.freeze({ platform: process.platform }));
