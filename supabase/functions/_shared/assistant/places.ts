// Named U.S. places, so "are rentals sitting empty in cleveland these days" is known to be about a
// real market (live data) while "the vacancy rate in commercial real estate" is not. States, the
// largest metros and their cities, and the nicknames people type. Lower case; matched on word edges.

const STATES = `alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota
mississippi missouri montana nebraska nevada new-hampshire new-jersey new-mexico new-york north-carolina
north-dakota ohio oklahoma oregon pennsylvania rhode-island south-carolina south-dakota tennessee texas utah
vermont virginia washington west-virginia wisconsin wyoming`;

const CITIES = `new-york-city nyc manhattan brooklyn queens bronx staten-island los-angeles la chicago houston phoenix
philadelphia philly san-antonio san-diego dallas fort-worth dfw austin jacksonville san-jose columbus
charlotte indianapolis san-francisco sf seattle denver washington-dc dc nashville oklahoma-city el-paso
boston portland las-vegas vegas detroit memphis louisville baltimore milwaukee albuquerque tucson fresno
sacramento mesa kansas-city atlanta atl omaha colorado-springs raleigh durham long-beach virginia-beach
miami oakland minneapolis st-paul tulsa tampa arlington new-orleans nola wichita cleveland bakersfield
aurora anaheim honolulu santa-ana riverside corpus-christi lexington henderson stockton pittsburgh
st-louis cincinnati anchorage greensboro plano lincoln orlando irvine newark toledo fort-wayne chandler
st-petersburg laredo jersey-city scottsdale gilbert glendale chula-vista buffalo reno madison boise
spokane richmond birmingham salt-lake-city slc des-moines rochester grand-rapids huntsville knoxville
chattanooga charleston savannah asheville greenville columbia tallahassee gainesville sarasota naples
fort-myers cape-coral fort-lauderdale west-palm-beach palm-beach boca-raton daytona ocala pensacola
provo ogden fargo sioux-falls billings bozeman missoula cheyenne santa-fe el-paso lubbock amarillo
waco killeen mcallen brownsville frisco mckinney round-rock san-marcos new-braunfels the-woodlands
katy sugar-land pasadena long-island westchester hoboken stamford hartford new-haven providence
worcester cambridge somerville portland-maine burlington albany syracuse ithaca harrisburg allentown
scranton wilmington annapolis alexandria norfolk chesapeake durham cary wilmington-nc myrtle-beach
hilton-head akron dayton ann-arbor lansing kalamazoo green-bay duluth st-cloud iowa-city cedar-rapids
springfield peoria champaign naperville evanston oak-park joliet gary carmel bloomington louisville
little-rock baton-rouge shreveport lafayette jackson mobile montgomery tuscaloosa biloxi
sacramento oakland berkeley palo-alto mountain-view sunnyvale santa-clara fremont san-mateo
marin napa sonoma santa-rosa santa-barbara santa-monica malibu pasadena burbank long-beach
orange-county oc inland-empire palm-springs temecula san-bernardino modesto salinas monterey
santa-cruz eugene salem bend tacoma bellevue redmond olympia vancouver boulder fort-collins
aspen vail tahoe flagstaff sedona prescott yuma henderson summerlin twin-cities`;

const REGIONS = `bay-area silicon-valley socal so-cal norcal nor-cal south-florida central-florida the-triangle
research-triangle hill-country north-jersey south-jersey upstate-new-york tri-state tristate dmv
the-panhandle gulf-coast the-outer-banks cape-cod the-hamptons front-range wasatch-front
puget-sound the-valley metro-atlanta metro-detroit greater-boston`;

function phrases(list: string): string[] {
  return list
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p.replace(/-/g, ' '));
}

const ALL = [...new Set([...phrases(STATES), ...phrases(CITIES), ...phrases(REGIONS)])].sort(
  (a, b) => b.length - a.length,
);
const PLACE_RE = new RegExp(`\\b(?:${ALL.map((p) => p.replace(/ /g, '\\s+')).join('|')})\\b`);

/** Words that name a part of a place, not a market measure ("downtown", "the suburbs of"). */
const LOCAL_AREA =
  /\b(?:downtown|uptown|midtown|suburbs?|county|the\s+\w+\s+(?:area|district|neighbou?rhood)|zip(?:\s+code)?\s+\d{5})\b/;

/**
 * The U.S. place a lower-cased sentence names, or null. A place name that is also a common word
 * ("mobile", "columbia", "jackson", "phoenix" …) only counts after "in", "near", "around" or "of", or
 * with `asSubject` also as the subject of a question ("is boise…", at the start).
 */
export function namedPlace(text: string, options: { asSubject?: boolean } = {}): string | null {
  const m = PLACE_RE.exec(text);
  if (m) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    if (/\b(?:in|near|around|of|outside|from|to|at)\s+(?:the\s+)?$/.test(before) || m[0].length > 7)
      return m[0];
    // "is austin still appreciating", "which raleigh neighborhoods…": the place as the subject of a
    // question about it, where the caller knows the question is about a market.
    const subject =
      m.index === 0 || /\b(?:is|are|has|have|was|were|did|does|will|hows|how's|which|what)\s+$/.test(before);
    if (options.asSubject && subject) return m[0];
  }
  const area = LOCAL_AREA.exec(text);
  return area ? area[0] : null;
}
