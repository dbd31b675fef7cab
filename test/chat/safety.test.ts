import {emergencyFor} from '../../src/chat/safety'

const contacts = {emergencyNumber: '112', crisisLine: 'Crisis line: 024'}

describe('emergencyFor', () => {
  it('raises the banner from the visitor’s words alone, with the operator’s numbers', () => {
    expect(emergencyFor('I have crushing chest pain and my left arm is numb', 'en', contacts)).toEqual({
      selfHarm: false, emergencyNumber: '112', crisisLine: 'Crisis line: 024',
    })
  })

  it('marks self-harm', () => {
    expect(emergencyFor('Quiero suicidarme esta noche', 'es', contacts)?.selfHarm).toBe(true)
  })

  it('shows nothing for an ordinary question', () => {
    expect(emergencyFor('What is a normal resting pulse?', 'en', contacts)).toBeNull()
  })

  it('raises the banner when only the server saw an emergency, and takes its numbers', () => {
    const server = {categories: ['overdose'], selfHarm: false, emergencyNumber: '911', crisisLine: null}
    expect(emergencyFor('What is a normal resting pulse?', 'en', contacts, server)).toEqual({
      selfHarm: false, emergencyNumber: '911', crisisLine: 'Crisis line: 024',
    })
  })
})
