import { contextBridge, ipcRenderer } from 'electron';
import { COMMAND_CHANNEL, createBridge, isCommand, type Command } from '../ipc/contract.ts';

// The pages' only window onto the app: the contract's calls, each checked here before sending
// and after answering, plus the menu's commands for the board.
contextBridge.exposeInMainWorld(
  'hideout',
  Object.freeze({
    ...createBridge((channel, request) => ipcRenderer.invoke(channel, request)),
    onCommand(listener: (command: Command) => void) {
      ipcRenderer.on(COMMAND_CHANNEL, (_event, command: unknown) => {
        if (isCommand(command)) listener(command);
      });
    },
  }),
);
