import type { GiverFigures } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';

/** Each clue giver's cards over the game: correct, skipped and buzzed. */
export function GiverTable({ givers }: { givers: GiverFigures[] }) {
  return (
    <div className="panel givers">
      <div className="table-scroll">
        <table>
          <caption>Clue givers</caption>
          <thead>
            <tr>
              <th scope="col">Giver</th>
              <th scope="col">Team</th>
              <th scope="col">Correct</th>
              <th scope="col">Skipped</th>
              <th scope="col">Buzzed</th>
            </tr>
          </thead>
          <tbody>
            {givers.map((g) => (
              <tr key={g.playerId}>
                <th scope="row">{g.name}</th>
                <td>{teamLabel(g.team)}</td>
                <td>{g.correct}</td>
                <td>{g.skipped}</td>
                <td>{g.buzzed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
