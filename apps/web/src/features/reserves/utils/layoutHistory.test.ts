import { describe, expect, it } from 'vitest'
import { layoutHistory } from './layoutHistory'

const PLOT = { left: 10, right: 110, top: 0, bottom: 100 }
const point = (id: string, takenAt: string, reserves: string, total: string) => ({
  id,
  takenAt,
  reserves,
  total,
  ratio: null,
})

describe('layoutHistory', () => {
  it('places snapshots by time and amounts as a share of the highest, exactly on amounts no float holds', () => {
    const { points, maxMicroUsd } = layoutHistory(
      [
        point('b', '2026-12-03T00:00:00.000Z', '0.000001', '90071992547409.92'),
        point('a', '2026-12-01T00:00:00.000Z', '90071992547409.92', '0.00'),
        point('c', '2026-12-02T00:00:00.000Z', '45035996273704.96', '0.00'),
      ],
      PLOT,
    )
    expect(maxMicroUsd).toBe(90_071_992_547_409_920_000n)
    expect(points.map((p) => p.id)).toEqual(['a', 'c', 'b'])
    expect(points.map((p) => p.x)).toEqual([10, 60, 110])
    expect(points[2]!.totalY).toBe(0)
    expect(points[0]!.totalY).toBe(100)
    expect(points[1]!.reservesY).toBe(50)
    // One micro-USD of 90 trillion USD is below a hundredth of a pixel: the floor.
    expect(points[2]!.reservesY).toBe(100)
  })

  it('a single snapshot stands in the middle; nothing held nor owed lies on the floor', () => {
    const { points, maxMicroUsd } = layoutHistory(
      [point('a', '2026-12-01T00:00:00.000Z', '0.00', '0.00')],
      PLOT,
    )
    expect(maxMicroUsd).toBe(0n)
    expect(points).toEqual([
      { id: 'a', takenAt: '2026-12-01T00:00:00.000Z', x: 60, reservesY: 100, totalY: 100 },
    ])
  })
})
