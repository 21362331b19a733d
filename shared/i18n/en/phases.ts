// Each game's phase names: the phone's header and the board's title. Apart from the games'
// catalogs so that a language's common chunk carries them without every game's words.
export const turncoatPhases = {
    phone: { 'mission-choice': 'Mission choice', commit: 'Play a card', over: 'Game over' } as Record<string, string>,
    board: { 'mission-choice': 'The leader chooses a mission', commit: 'Everyone plays a card face down', over: 'Game over' } as Record<string, string>,
  };
export const snitchPhases = {
    phone: {
      'first-plans': 'First plans',
      turn: 'Turn',
      refusal: 'Refusal window',
      binoculars: 'Binoculars',
      'new-plan': 'New plan',
      vote: 'Weapon vote',
      'tie-break': 'Tie-break',
      shoot: 'The shot',
      call: 'The escape',
      add: 'The escape',
      over: 'Game over',
    },
    board: {
      'first-plans': 'Everyone chooses a first plan',
      turn: 'A turn',
      refusal: 'Refuse or accept?',
      binoculars: 'Binoculars',
      'new-plan': 'A new plan',
      vote: 'Who gets the weapon?',
      'tie-break': 'A tie to break',
      shoot: 'The shot',
      call: 'The escape route',
      add: 'The escape route',
      over: 'Game over',
      reveal: 'A plan resolves',
      escape: 'The escape',
    },
  };
