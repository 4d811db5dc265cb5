// Where a card's "Save as scenario" keeps it: the conversation on screen and its database (issue 22
// §3). The chat screen provides it around the conversation; without it (a card shown anywhere else)
// there is no Save button.
import { createContext, useContext } from 'react';
import type { AppDb } from '../../db/app-db.ts';

export interface ScenarioTarget {
  db: AppDb;
  conversationId: string;
}

export const ScenarioContext = createContext<ScenarioTarget | null>(null);

export function useScenarioTarget(): ScenarioTarget | null {
  return useContext(ScenarioContext);
}
