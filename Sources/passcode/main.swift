print("passcode")
