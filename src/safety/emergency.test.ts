import {emergencyOf} from './emergency'

const contacts = {emergencyNumber: '112', crisisLine: 'Crisis line: 024'}

describe('emergencyOf', () => {
  it('raises the banner from a message\'s verdict, with the operator\'s numbers', () => {
    expect(emergencyOf(['chest_pain'], contacts)).toEqual({
      categories: ['chest_pain'], selfHarm: false, emergencyNumber: '112', crisisLine: 'Crisis line: 024', poisonControl: null,
    })
  })

  it('marks self-harm', () => {
    expect(emergencyOf(['overdose_poisoning', 'self_harm'], contacts)?.selfHarm).toBe(true)
  })

  it('shows nothing for a message checked and found calm, or not checked', () => {
    expect(emergencyOf([], contacts)).toBeNull()
    expect(emergencyOf(undefined, contacts)).toBeNull()
  })

  it('raises the banner when only the server saw an emergency, and takes its numbers and categories', () => {
    const server = {categories: ['burns'], selfHarm: false, emergencyNumber: '911', crisisLine: null}
    expect(emergencyOf([], contacts, server)).toEqual({
      categories: ['burns'], selfHarm: false, emergencyNumber: '911', crisisLine: 'Crisis line: 024', poisonControl: null,
    })
    expect(emergencyOf(['stroke'], contacts, {...server, selfHarm: true})).toMatchObject({categories: ['stroke', 'burns'], selfHarm: true})
  })
})
