// The way to a conversation's scenarios (issue 22 §3–4): a button beside the conversation's title,
// "Scenarios (n)", shown once the conversation has one. The list and compare view load when it is
// first pressed (or hovered), not with the chat.
import { useLiveQuery } from 'dexie-react-hooks';
import { Layers } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { preloadDialogs } from '../../components/ui/dialog.tsx';
import { onDemand, OnDemandView, preload } from '../../components/ui/on-demand.ts';
import { useScenarioTarget } from './scenario-context.ts';
import { SCENARIO_STRINGS } from './scenario-strings.ts';

const scenariosDialog = onDemand(() => import('./scenarios-dialog.tsx'));

export function ScenariosButton() {
  const target = useScenarioTarget();
  const [open, setOpen] = useState(false);
  const count = useLiveQuery(
    () => (target ? target.db.scenarios.where('conversation_id').equals(target.conversationId).count() : 0),
    [target],
    0,
  );
  if (!target || (count === 0 && !open)) return null;
  const intent = () => {
    preloadDialogs();
    preload(scenariosDialog);
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={intent}
        onFocus={intent}
        aria-haspopup="dialog"
      >
        <Layers aria-hidden="true" />
        {SCENARIO_STRINGS.listButton(count)}
      </Button>
      <OnDemandView part={scenariosDialog} wanted={open}>
        {({ ScenariosDialog }) => <ScenariosDialog open={open} onOpenChange={setOpen} target={target} />}
      </OnDemandView>
    </>
  );
}
