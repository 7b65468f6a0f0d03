/**
 * Twenty-five cards in the Taboo-Data line format (`Target|forbidden:…`), as a teacher would paste
 * this week's vocabulary, with two lines to see to: line 7's forbidden word overlaps its target
 * (a warning: the card is kept), and line 15's target is too long to play (left out).
 */
export const DECK_LINES = [
  'Volcano|lava:eruption:mountain:ash:crater',
  'Glacier|ice:cold:melt:mountain:slow',
  'Compass|north:direction:needle:map:navigate',
  'Telescope|stars:lens:astronomy:look:far',
  'Pyramid|egypt:pharaoh:triangle:tomb:ancient',
  'Harbour|boats:port:dock:sea:ships',
  'Sunflower|sun:yellow:petals:seeds:tall',
  'Lantern|light:candle:glow:carry:dark',
  'Waterfall|river:cascade:drop:niagara:mist',
  'Anchor|boat:heavy:chain:sink:hold',
  'Saddle|horse:ride:leather:seat:cowboy',
  'Violin|strings:bow:music:orchestra:fiddle',
  'Meteor|space:rock:shooting:sky:crash',
  'Quicksand|trap:sink:mud:stuck:desert',
  'Kettle whistling on a cold winter morning|tea:boil:water:whistle:kitchen',
  'Igloo|snow:ice:eskimo:house:dome',
  'Parachute|jump:plane:sky:fall:open',
  'Microscope|small:lens:biology:cells:zoom',
  'Tornado|wind:storm:twister:spin:funnel',
  'Canoe|paddle:boat:river:kayak:row',
  'Scarecrow|field:straw:farm:birds:hat',
  'Chimney|smoke:roof:fireplace:santa:bricks',
  'Hammock|swing:relax:hang:garden:nap',
  'Lighthouse|beam:coast:tower:warning:keeper',
  'Treasure|gold:chest:pirate:map:buried',
];

/** Line 7 fixed: its forbidden words no longer hold the target. */
export const FIXED_LINE_7 = 'Sunflower|yellow:petals:seeds:tall:garden';
