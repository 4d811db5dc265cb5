// "Rent went up $200 to $2,200", "the price came down $15,000 to $385,000", "taxes rose by 300": an
// amount right after a word of movement (or right before "more", "less", "higher") is the size of a
// change, never a figure's level. Read as a level, "up $200 to $2,200" becomes a move from $200 to
// $2,200, a 1000% rise. A reader that takes two amounts as a figure before and after asks this of each.

/** Right before the amount: the move it measures ("up", "rose by", "came down", "cut", "an extra"). */
const MOVE_BEFORE =
  /\b(?:up|down|rose|risen|rises?|fell|fallen|falls?|dropp?(?:ed|s)?|climbed|jumped|declined|grew|grown|increased|decreased|cut|raised|lowered|reduced|hiked|bumped|knocked|shaved|slashed|came down|went (?:up|down)|gone (?:up|down)|go(?:es)? (?:up|down)|an? (?:extra|additional|increase of|decrease of|drop of|rise of|cut of|reduction of|jump of|hike of))(?: by)?\s+(?:about |around |roughly |almost |nearly |over |another |an extra )?\$?\s*$|\bby\s+(?:about |around |roughly )?\$?\s*$/;
/** Right after the amount: "$200 more", "15k lower", "$300 increase", "$150 off". */
const MOVE_AFTER =
  /^\s*(?:(?:a|per) (?:month|year|mo|yr)\s+)?(?:more|less|higher|lower|cheaper|increase|decrease|drop|raise|cut|jump|hike|bump|reduction|off|extra)\b/;

/** Whether the amount at [start, end) is the size of a change by its neighbours. */
export function isChangeAmount(text: string, amount: { start: number; end: number }): boolean {
  return (
    MOVE_BEFORE.test(text.slice(Math.max(0, amount.start - 30), amount.start)) ||
    MOVE_AFTER.test(text.slice(amount.end, amount.end + 24))
  );
}
