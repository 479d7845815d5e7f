print("ipodtui")
